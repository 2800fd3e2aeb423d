import { useState } from 'react';
import { Box, InputAdornment, List, ListItemAvatar, ListItemButton, ListItemText, Skeleton, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { includesText } from '../../shared/compare-text.ts';
import { useChatContacts } from '../api/get-contacts.ts';
import type { ChatContact } from '../model.ts';
import { PanelHeader } from './panel-header.tsx';

/** Everyone the user can chat with, in name order; picking one opens their chat or their card. */
export function NewChatPanel({ onClose, onPick }: { onClose: () => void; onPick: (contact: ChatContact) => void }) {
  const { t } = useTranslation();
  const contacts = useChatContacts();
  const [search, setSearch] = useState('');
  const list = (contacts.data ?? []).filter((c) => includesText(c.name, search));
  return (
    <Box role="region" aria-label={t('demoChat.newChat')} sx={{ display: 'flex', flexDirection: 'column', height: 1 }}>
      <PanelHeader title={t('demoChat.newChat')} closeLabel={t('demoChat.close')} onClose={onClose} />
      <Box sx={{ p: 2 }}>
        <TextField
          fullWidth
          placeholder={t('demoChat.searchContacts')}
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
            htmlInput: { 'aria-label': t('demoChat.searchContacts') },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {contacts.isPending && (
          <Stack spacing={2} sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={44} />
            ))}
          </Stack>
        )}
        <List disablePadding aria-label={t('demoChat.contacts')}>
          {list.map((c) => (
            <ListItemButton key={c.id} onClick={() => onPick(c)} sx={{ px: 2.5 }}>
              <ListItemAvatar>
                <PersonAvatar name={c.name} src={c.avatar} />
              </ListItemAvatar>
              <ListItemText primary={c.name} secondary={c.about} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Box>
  );
}
