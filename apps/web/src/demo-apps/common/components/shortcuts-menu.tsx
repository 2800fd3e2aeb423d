import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, MenuItem, Popover, TextField, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateShortcut } from '../api/create-shortcut.ts';
import { useDeleteShortcut } from '../api/delete-shortcut.ts';
import { useShortcuts } from '../api/get-shortcuts.ts';
import { NAMED_ICONS, NamedIcon } from './named-icon.tsx';

/** The toolbar's shortcut grid; in edit mode shortcuts can be removed and added. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [label, setLabel] = useState('');
  const [link, setLink] = useState('/');
  const [icon, setIcon] = useState('LinkOutlined');
  const shortcuts = useShortcuts().data ?? [];
  const create = useCreateShortcut();
  const remove = useDeleteShortcut();
  const validLink = link.startsWith('/') && !link.startsWith('//');

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!label.trim() || !validLink) return;
    create.mutate(
      { label: label.trim(), description: '', icon, link, useRouter: true },
      {
        onSuccess: () => {
          setAdding(false);
          setLabel('');
          setLink('/');
        },
      },
    );
  };

  return (
    <>
      <Tooltip title={t('demoCommon.shortcuts.title')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('demoCommon.shortcuts.title')}>
          <BookmarksOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setEditing(false);
          setAdding(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', borderRadius: 3 }, 'aria-label': t('demoCommon.shortcuts.title') },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {t('demoCommon.shortcuts.title')}
          </Typography>
          <Tooltip title={t(editing ? 'demoCommon.shortcuts.done' : 'demoCommon.shortcuts.edit')}>
            <IconButton
              size="small"
              color="inherit"
              onClick={() => {
                setEditing((v) => !v);
                setAdding(false);
              }}
              aria-label={t(editing ? 'demoCommon.shortcuts.done' : 'demoCommon.shortcuts.edit')}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        {adding ? (
          <Box component="form" onSubmit={add} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label={t('demoCommon.shortcuts.label')}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              required
              autoFocus
            />
            <TextField
              label={t('demoCommon.shortcuts.link')}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              error={!validLink}
              helperText={validLink ? ' ' : t('demoCommon.shortcuts.linkHelp')}
            />
            <TextField select label={t('demoCommon.shortcuts.icon')} value={icon} onChange={(e) => setIcon(e.target.value)}>
              {Object.keys(NAMED_ICONS).map((name) => (
                <MenuItem key={name} value={name}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <NamedIcon icon={name} fontSize="small" />
                    {name.replace(/Outlined$/, '')}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button onClick={() => setAdding(false)}>{t('demoCommon.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={!label.trim() || !validLink}>
                {t('demoCommon.shortcuts.add')}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box
            component="ul"
            aria-label={t('demoCommon.shortcuts.title')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', borderTop: 1, borderColor: 'divider' }}
          >
            {shortcuts.map((s) => (
              <Box
                component="li"
                key={s.id}
                sx={{
                  position: 'relative',
                  borderRight: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:nth-of-type(2n)': { borderRight: 0 },
                }}
              >
                <Box
                  component={Link}
                  to={s.link}
                  onClick={() => setAnchor(null)}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 0.5,
                    p: 2,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Box
                    sx={{ width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.selected' }}
                  >
                    <NamedIcon icon={s.icon} />
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.label}
                  </Typography>
                  {s.description && (
                    <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                      {s.description}
                    </Typography>
                  )}
                </Box>
                {editing && (
                  <IconButton
                    size="small"
                    onClick={() => remove.mutate(s.id)}
                    aria-label={t('demoCommon.shortcuts.remove', { label: s.label })}
                    sx={{ position: 'absolute', top: 4, right: 4 }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ))}
            {editing && (
              <Box component="li" sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
                <Button startIcon={<Add />} onClick={() => setAdding(true)}>
                  {t('demoCommon.shortcuts.add')}
                </Button>
              </Box>
            )}
          </Box>
        )}
        {!adding && shortcuts.length === 0 && !editing && (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t('demoCommon.shortcuts.empty')}</Typography>
        )}
      </Popover>
    </>
  );
}
