import { useState } from 'react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import DoneAll from '@mui/icons-material/DoneAll';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { formatDistanceToNow } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useDateLocale } from '../../shared/date-locale.ts';
import { useDeleteInboxItem } from '../api/delete-inbox-item.ts';
import { useInbox } from '../api/get-inbox.ts';
import type { InboxKind } from '../api/keys.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useToggleRead } from '../api/toggle-read.ts';
import { NamedIcon } from './named-icon.tsx';

/** A toolbar button with an unread badge opening the messages or notifications panel. */
export function InboxMenu({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = useInbox(kind).data ?? [];
  const toggle = useToggleRead(kind);
  const remove = useDeleteInboxItem(kind);
  const markAll = useMarkAllRead(kind);
  const unread = items.filter((i) => !i.read).length;
  const title = t(`demoCommon.${kind}.title`);

  return (
    <>
      <Tooltip title={title}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t(`demoCommon.${kind}.open`, { count: unread })}>
          <Badge badgeContent={unread} color="error">
            {kind === 'messages' ? <MailOutlined /> : <NotificationsOutlined />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', borderRadius: 3 }, 'aria-label': title } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {title}
            {unread > 0 && (
              <Box component="span" sx={{ ml: 1, fontSize: 12, px: 1, py: 0.25, borderRadius: 2, bgcolor: 'rgba(255,255,255,.2)' }}>
                {t('demoCommon.unread', { count: unread })}
              </Box>
            )}
          </Typography>
          <Tooltip title={t('demoCommon.markAllRead')}>
            <span>
              <IconButton
                size="small"
                color="inherit"
                disabled={unread === 0}
                onClick={() => markAll.mutate()}
                aria-label={t('demoCommon.markAllRead')}
              >
                <DoneAll fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        {items.length === 0 ? (
          <EmptyState icon={kind === 'messages' ? <MailOutlined /> : <NotificationsOutlined />} title={t(`demoCommon.${kind}.empty`)} />
        ) : (
          <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }} aria-label={title}>
            {items.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                    <Tooltip title={t(item.read ? 'demoCommon.markUnread' : 'demoCommon.markRead')}>
                      <IconButton
                        size="small"
                        onClick={() => toggle.mutate({ id: item.id, read: !item.read })}
                        aria-label={t(item.read ? 'demoCommon.markUnreadNamed' : 'demoCommon.markReadNamed', { title: item.title ?? '' })}
                      >
                        {item.read ? (
                          <RadioButtonUnchecked sx={{ fontSize: 12 }} />
                        ) : (
                          <FiberManualRecord sx={{ fontSize: 12 }} color="primary" />
                        )}
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('demoCommon.remove')}>
                      <IconButton
                        size="small"
                        onClick={() => remove.mutate(item.id)}
                        aria-label={t('demoCommon.removeNamed', { title: item.title ?? '' })}
                      >
                        <Close sx={{ fontSize: 14 }} />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemButton
                  {...(item.link ? { component: Link, to: item.link } : {})}
                  onClick={() => {
                    if (!item.read) toggle.mutate({ id: item.id, read: true });
                    if (item.link) setAnchor(null);
                  }}
                  sx={{ alignItems: 'flex-start', pr: 7, bgcolor: item.read ? undefined : 'action.hover' }}
                >
                  <ListItemAvatar>
                    {item.image ? (
                      <Avatar src={item.image} alt="" />
                    ) : (
                      <Avatar sx={{ bgcolor: 'primary.light' }}>
                        <NamedIcon icon={'icon' in item ? item.icon : null} />
                      </Avatar>
                    )}
                  </ListItemAvatar>
                  <ListItemText
                    primary={item.title ?? ('message' in item ? item.message : '')}
                    secondary={
                      <>
                        {item.description && (
                          <Box component="span" sx={{ display: 'block' }}>
                            {item.description}
                          </Box>
                        )}
                        <Box component="span" sx={{ fontSize: 12 }}>
                          {formatDistanceToNow(new Date(item.time), { addSuffix: true, locale })}
                        </Box>
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {items.length > 0 && unread === 0 && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => setAnchor(null)}>
              {t('demoCommon.close')}
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
}
