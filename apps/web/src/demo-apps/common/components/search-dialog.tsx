import { useDeferredValue, useState } from 'react';
import {
  Avatar,
  Box,
  Dialog,
  IconButton,
  InputAdornment,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useSearch } from '../api/search.ts';

/** The toolbar's search: contacts, pages and tasks, grouped, each a link. */
export function SearchDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useSearch(deferred);
  const groups = deferred ? (search.data?.results ?? []) : [];
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <Tooltip title={t('demoCommon.search.open')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('demoCommon.search.open')}>
          <Search />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 }, 'aria-label': t('demoCommon.search.open') } }}
      >
        <TextField
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('demoCommon.search.placeholder')}
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': t('demoCommon.search.placeholder') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
              sx: { py: 1 },
            },
          }}
          sx={{ '& fieldset': { border: 0 } }}
        />
        {deferred && search.data && groups.length === 0 && (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
            {t('demoCommon.search.none', { query: deferred })}
          </Typography>
        )}
        {groups.length > 0 && (
          <Box sx={{ maxHeight: '60vh', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
            {groups.map((g) => (
              <List
                key={g.id}
                dense
                aria-label={t(`demoCommon.search.groups.${g.id}`)}
                subheader={<ListSubheader>{t(`demoCommon.search.groups.${g.id}`)}</ListSubheader>}
              >
                {g.results.map((r) => (
                  <ListItemButton key={`${g.id}:${r.link}`} component={Link} to={r.link} onClick={close}>
                    <ListItemAvatar sx={{ minWidth: 48 }}>
                      {g.id === 'contacts' ? (
                        <PersonAvatar name={r.value} src={typeof r.avatar === 'string' ? r.avatar : null} size={32} />
                      ) : (
                        <Avatar sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.secondary' }}>
                          {g.id === 'tasks' ? <TaskAltOutlined fontSize="small" /> : <WebOutlined fontSize="small" />}
                        </Avatar>
                      )}
                    </ListItemAvatar>
                    <ListItemText
                      primary={r.value}
                      secondary={
                        typeof r.subtitle === 'string'
                          ? r.subtitle
                          : typeof r.title === 'string' && g.id === 'contacts'
                            ? r.title
                            : undefined
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            ))}
          </Box>
        )}
      </Dialog>
    </>
  );
}
