import { useState } from 'react';
import { Box, IconButton, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography, Alert } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { includesText } from '../../shared/compare-text.ts';
import { useChats } from '../api/get-chats.ts';
import { useChatProfile } from '../api/get-profile.ts';
import type { Chat } from '../model.ts';
import { ChatList } from './chat-list.tsx';

/** The left column: the user's own avatar (opens the profile), a new-chat button, search and the chats. */
export function ChatSidebar({
  selectedId,
  onOpen,
  onProfile,
  onNewChat,
}: {
  selectedId?: string;
  onOpen: (c: Chat) => void;
  onProfile: () => void;
  onNewChat: () => void;
}) {
  const { t } = useTranslation();
  const chats = useChats();
  const profile = useChatProfile();
  const [search, setSearch] = useState('');
  const list = [...(chats.data ?? [])]
    .filter((c) => includesText(c.contact.name, search))
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  return (
    <>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Tooltip title={t('demoChat.profile')}>
            <IconButton onClick={onProfile} aria-label={t('demoChat.profile')} sx={{ p: 0 }}>
              <PersonAvatar name={profile.data?.name ?? ''} src={profile.data?.avatar} size={40} />
            </IconButton>
          </Tooltip>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {t('demoChat.chats')}
          </Typography>
          <Tooltip title={t('demoChat.newChat')}>
            <IconButton onClick={onNewChat} aria-label={t('demoChat.newChat')}>
              <AddCommentOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <TextField
          fullWidth
          placeholder={t('demoChat.searchChats')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('demoChat.searchChats') },
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {chats.isPending && (
          <Stack spacing={2} sx={{ p: 2.5 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        )}
        {chats.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('demoChat.loadFailed')}
          </Alert>
        )}
        {chats.isSuccess && list.length === 0 && (
          <EmptyState icon={<ForumOutlinedIcon />} title={search ? t('demoChat.noChatsFound') : t('demoChat.noChats')} />
        )}
        {list.length > 0 && <ChatList chats={list} selectedId={selectedId} onOpen={onOpen} />}
      </Box>
    </>
  );
}
