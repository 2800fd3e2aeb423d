import { Box, Drawer, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import { NotificationsPanel } from '../../features/notifications/index.ts';

export type RightPanelView = { kind: 'notifications' } | { kind: 'help'; url: string } | null;

/** The right side panel: notifications (300 px) or help (70vw, embedded page, close button). */
export function RightPanel({ view, onClose, timeZone }: { view: RightPanelView; onClose: () => void; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={view !== null} onClose={onClose}>
      {view?.kind === 'notifications' && <NotificationsPanel timeZone={timeZone} onNavigate={onClose} />}
      {view?.kind === 'help' && (
        <Box sx={{ width: '70vw', height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="help-panel">
          <Toolbar variant="dense" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" sx={{ flex: 1 }}>
              {t('layout.help.title')}
            </Typography>
            <Tooltip title={t('layout.help.close')}>
              <IconButton onClick={onClose} aria-label={t('layout.help.close')}>
                <CloseOutlined />
              </IconButton>
            </Tooltip>
          </Toolbar>
          <Box component="iframe" src={view.url} title={t('layout.help.title')} sx={{ flex: 1, border: 0, width: '100%' }} />
        </Box>
      )}
    </Drawer>
  );
}
