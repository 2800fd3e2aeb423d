import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Drawer,
  InputAdornment,
  LinearProgress,
  Paper,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { fullHeightPanel } from '../shared/panel-height.ts';
import { useContacts } from './api/get-contacts.ts';
import { useCreateContact } from './api/create-contact.ts';
import { ContactList } from './components/contact-list.tsx';

/** The address book: a searchable list, with the chosen contact in a side pane (a drawer on small screens). */
export function ContactsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const contacts = useContacts(query);
  const create = useCreateContact();
  const close = () => void navigate('/apps/contacts');

  const add = () =>
    create.mutate(undefined, { onSuccess: (contact) => void navigate(`/apps/contacts/${contact.id}`, { state: { edit: true } }) });

  const list = contacts.data ?? [];
  return (
    <Paper sx={fullHeightPanel}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ p: { xs: 2, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h4" component="h1">
            {t('demoContacts.title')}
          </Typography>
          <Typography color="text.secondary">{t('demoContacts.count', { count: list.length })}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
            <TextField
              fullWidth
              placeholder={t('demoContacts.search')}
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
                htmlInput: { 'aria-label': t('demoContacts.search') },
              }}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={create.isPending} sx={{ flexShrink: 0 }}>
              {t('demoContacts.add')}
            </Button>
          </Box>
        </Box>
        {contacts.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {contacts.isError && (
            <Alert severity="error" sx={{ m: 2 }}>
              {t('demoContacts.loadFailed')}
            </Alert>
          )}
          {contacts.isSuccess && list.length === 0 && (
            <EmptyState
              icon={<PeopleOutlineIcon />}
              title={t('demoContacts.empty')}
              text={query ? t('demoContacts.emptySearch', { query }) : undefined}
            />
          )}
          {list.length > 0 && <ContactList contacts={list} selectedId={id} onSelect={(c) => void navigate(`/apps/contacts/${c.id}`)} />}
        </Box>
      </Box>
      {id &&
        (wide ? (
          <Box sx={{ width: 460, flexShrink: 0, borderLeft: 1, borderColor: 'divider', overflowY: 'auto' }}>
            <Box key={id}>
              <Outlet />
            </Box>
          </Box>
        ) : (
          <Drawer anchor="right" open onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
            <Box key={id}>
              <Outlet />
            </Box>
          </Drawer>
        ))}
    </Paper>
  );
}
