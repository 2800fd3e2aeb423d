import { useState } from 'react';
import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useLabels } from './api/get-labels.ts';
import { useMailboxSettings } from './api/get-settings.ts';
import { MailList } from './components/mail-list.tsx';
import { MailView } from './components/mail-view.tsx';
import { MailboxSettingsDialog } from './components/mailbox-settings-dialog.tsx';
import { MailboxSidebar } from './components/mailbox-sidebar.tsx';
import type { MailListKind } from './model.ts';

const SIDEBAR_WIDTH = 260;

/** `/apps/mailbox/{folder|filter|label}/:slug/:page?/:mailId?`: the sidebar, one page of mails and the open mail. */
export function MailboxPage({ kind }: { kind: MailListKind }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const { slug = 'inbox', page: pageParam, mailId } = useParams();
  const page = Math.max(1, Number.parseInt(pageParam ?? '1', 10) || 1);
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const split = useMediaQuery(theme.breakpoints.up('lg'));
  const layout = useMailboxSettings().data?.messageLayout ?? 'right';
  const labels = useLabels().data;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const listTitle =
    kind === 'label'
      ? (labels?.find((l) => l.slug === slug)?.title ?? slug)
      : t(`demoMailbox.${kind === 'folder' ? 'folders' : 'filters'}.${slug}`, { defaultValue: slug });
  const backToList = () => void navigate(`/apps/mailbox/${kind}/${slug}/${page}`);
  const sideBySide = layout === 'right' && split;
  const showList = sideBySide || !mailId;
  const showMail = sideBySide || Boolean(mailId);

  const sidebar = (
    <MailboxSidebar
      kind={kind}
      slug={slug}
      onNavigate={() => setSidebarOpen(false)}
      onOpenSettings={() => {
        setSidebarOpen(false);
        setSettingsOpen(true);
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', height: { xs: 'calc(100dvh - 64px)' }, minHeight: 480, bgcolor: 'background.default', overflow: 'hidden' }}>
      {wide ? (
        <Box
          component="nav"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {sidebar}
        </Box>
      ) : (
        <Drawer open={sidebarOpen} onClose={() => setSidebarOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
          {sidebar}
        </Drawer>
      )}
      {showList && (
        <Box sx={{ width: sideBySide ? 420 : '100%', flexShrink: 0, borderRight: sideBySide ? 1 : 0, borderColor: 'divider', minWidth: 0 }}>
          <MailList kind={kind} slug={slug} page={page} title={listTitle} openMailId={mailId} onOpenSidebar={() => setSidebarOpen(true)} />
        </Box>
      )}
      {showMail && (
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {mailId ? (
            <MailView key={mailId} mailId={mailId} onBack={backToList} onMarkedUnread={backToList} />
          ) : (
            <EmptyState icon={<MailOutlined />} title={t('demoMailbox.mail.none')} text={t('demoMailbox.mail.noneText')} />
          )}
        </Box>
      )}
      <MailboxSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
