import { Box, List, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import type { Chat } from '../model.ts';
import { chatTime } from './format-time.ts';

/** Conversations, newest first, with unread counts and a muted mark. */
export function ChatList({ chats, selectedId, onOpen }: { chats: Chat[]; selectedId?: string; onOpen: (chat: Chat) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding aria-label={t('demoChat.chats')}>
      {chats.map((chat) => (
        <ListItemButton
          key={chat.id}
          selected={chat.id === selectedId}
          onClick={() => onOpen(chat)}
          sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider', gap: 1 }}
        >
          <ListItemAvatar>
            <PersonAvatar name={chat.contact.name} src={chat.contact.avatar} size={44} />
          </ListItemAvatar>
          <ListItemText
            primary={chat.contact.name}
            secondary={chat.lastMessage}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: chat.unreadCount ? 700 : 500 } }, secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {chatTime(chat.lastMessageAt, i18n.language)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 20 }}>
              {chat.muted && <NotificationsOffIcon sx={{ fontSize: 16, color: 'text.disabled' }} aria-label={t('demoChat.muted')} />}
              {chat.unreadCount > 0 && (
                <Box
                  component="span"
                  aria-label={t('demoChat.unread', { count: chat.unreadCount })}
                  sx={{
                    minWidth: 20,
                    height: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontSize: 12,
                    fontWeight: 700,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {chat.unreadCount}
                </Box>
              )}
            </Box>
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
