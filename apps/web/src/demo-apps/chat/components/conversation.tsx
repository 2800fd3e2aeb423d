import { useEffect, useState } from 'react';
import { Box, ButtonBase, IconButton, Menu, MenuItem, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import SpeakerNotesOffOutlinedIcon from '@mui/icons-material/SpeakerNotesOffOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { EmptyState } from '../../shared/empty-state.tsx';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useChat } from '../api/get-chat.ts';
import { useChatProfile } from '../api/get-profile.ts';
import { useUpdateChat } from '../api/update-chat.ts';
import type { ChatMessage } from '../model.ts';
import { MessageList } from './message-list.tsx';
import { MessageInput } from './message-input.tsx';

export interface ChatOutletContext {
  showContact: (contactId: string) => void;
}

let sent = 0;

/** The route `/apps/chat/:id`: one conversation. Opening it marks it read; sending patches the chat. */
export function Conversation() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { showContact } = useOutletContext<ChatOutletContext>();
  const chat = useChat(id);
  const profile = useChatProfile();
  // Marking read and sending are separate calls, so a pending read mark never holds back a message.
  const markRead = useUpdateChat();
  const update = useUpdateChat();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const data = chat.data;

  const unread = data?.unreadCount ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate({ id, chat: { unreadCount: 0 } });
  }, [id, unread, mutate]);

  if (chat.isPending)
    return (
      <Stack spacing={2} sx={{ p: 3 }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (!data) return <EmptyState icon={<SpeakerNotesOffOutlinedIcon />} title={t('demoChat.notFound')} />;

  const send = (value: string) => {
    const now = new Date().toISOString();
    const message: ChatMessage = {
      id: `sent-${Date.now().toString(36)}-${++sent}`,
      chatId: data.id,
      contactId: profile.data?.id ?? 'me',
      isMine: true,
      value,
      createdAt: now,
    };
    update.mutate(
      { id: data.id, chat: { messages: [...data.messages, message], lastMessage: value, lastMessageAt: now } },
      { onError: () => enqueueSnackbar(t('demoChat.sendFailed'), { variant: 'error' }) },
    );
  };
  const toggleMute = () => {
    setMenu(null);
    update.mutate({ id: data.id, chat: { muted: !data.muted } });
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('demoChat.back')} onClick={() => void navigate('/apps/chat')} sx={{ display: { md: 'none' } }}>
          <ArrowBackIcon />
        </IconButton>
        <ButtonBase
          onClick={() => showContact(data.contactId)}
          aria-label={t('demoChat.contactInfoOf', { name: data.contact.name })}
          sx={{ display: 'flex', gap: 1.5, borderRadius: 2, p: 0.5, pr: 1.5, minWidth: 0 }}
        >
          <PersonAvatar name={data.contact.name} src={data.contact.avatar} />
          <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
            {data.contact.name}
          </Typography>
        </ButtonBase>
        {data.muted && <NotificationsOffIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-label={t('demoChat.muted')} />}
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('demoChat.options')} onClick={(e) => setMenu(e.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu
          anchorEl={menu}
          open={!!menu}
          onClose={() => setMenu(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem onClick={() => (setMenu(null), showContact(data.contactId))}>{t('demoChat.contactInfo')}</MenuItem>
          <MenuItem onClick={toggleMute}>{data.muted ? t('demoChat.unmute') : t('demoChat.mute')}</MenuItem>
        </Menu>
      </Box>
      <MessageList messages={data.messages} contact={data.contact} />
      <MessageInput onSend={send} disabled={update.isPending} />
    </>
  );
}
