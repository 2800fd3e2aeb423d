import { Box, IconButton, ListItem, ListItemButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@roadlens/contract/notifications';
import { LEVEL_COLORS, notificationContent, notificationTarget, notificationTitle } from './notification-text.ts';
import { formatDisplayDate } from './format-date.ts';

/** One unread notification in the panel; clickable only when it has a target. */
export function NotificationRow({
  n,
  timeZone,
  onRead,
  onNavigate,
}: {
  n: Notification;
  timeZone: string;
  onRead: (id: number) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = notificationTarget(n);
  const body = (
    <Box sx={{ display: 'flex', gap: 1.5, width: '100%', borderLeft: 4, borderColor: LEVEL_COLORS[n.level], pl: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {notificationTitle(n, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notificationContent(n, t)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDisplayDate(n.timestamp, timeZone)}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <ListItem
      disablePadding
      data-testid="notification-row"
      secondaryAction={
        <Tooltip title={t('notifications.panel.markAsRead')}>
          <IconButton aria-label={t('notifications.panel.markAsRead')} size="small" onClick={() => onRead(n.id)}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
          </IconButton>
        </Tooltip>
      }
    >
      {target ? (
        <ListItemButton
          onClick={() => {
            navigate(target);
            onNavigate?.();
          }}
          sx={{ pr: 6 }}
        >
          {body}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1, pr: 6, width: '100%' }}>{body}</Box>
      )}
    </ListItem>
  );
}
