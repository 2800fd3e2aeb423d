import { lazy, Suspense, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, List, Stack, Tooltip, Typography } from '@mui/material';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { useMarkRead, useUnreadNotifications } from './use-notifications.ts';
import { NotificationRow } from './notification-row.tsx';

const AllNotificationsDialog = lazy(async () => ({ default: (await import('./all-notifications-dialog.tsx')).AllNotificationsDialog }));

export const NOTIFICATIONS_PANEL_WIDTH = 300;

/** The right panel's notifications view: unread list, mark-as-read dots, View all. */
export function NotificationsPanel({ timeZone, onNavigate }: { timeZone: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const [dialogOpen, setDialogOpen] = useState(false);
  const rows = unread.data?.results ?? [];
  return (
    <Box
      sx={{ width: NOTIFICATIONS_PANEL_WIDTH, maxWidth: '100vw', display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid="notifications-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('notifications.panel.title')}
        </Typography>
        {/* The mark-all button exists in the panel but has no effect there, as written. */}
        <Tooltip title={t('notifications.panel.markAllAsRead')}>
          <IconButton aria-label={t('notifications.panel.markAllAsRead')} onClick={() => undefined}>
            <DoneAllOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {unread.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} />
          </Box>
        ) : rows.length === 0 ? (
          <Stack sx={{ alignItems: 'center', p: 4, textAlign: 'center' }} spacing={1}>
            <NotificationsNoneOutlined color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="subtitle1">{t('notifications.panel.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('notifications.panel.emptyText')}
            </Typography>
          </Stack>
        ) : (
          <List disablePadding>
            {rows.map((n) => (
              <NotificationRow key={n.id} n={n} timeZone={timeZone} onRead={(id) => markRead.mutate(id)} onNavigate={onNavigate} />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth onClick={() => setDialogOpen(true)}>
          {t('notifications.panel.viewAll')}
        </Button>
      </Box>
      {/* The full list brings the data grid: loaded the first time it is opened, not with every page. */}
      {dialogOpen && (
        <Suspense fallback={null}>
          <AllNotificationsDialog open onClose={() => setDialogOpen(false)} timeZone={timeZone} />
        </Suspense>
      )}
    </Box>
  );
}
