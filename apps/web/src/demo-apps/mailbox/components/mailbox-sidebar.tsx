import { Box, Chip, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Skeleton, Typography } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFilters } from '../api/get-filters.ts';
import { useFolders } from '../api/get-folders.ts';
import { useLabels } from '../api/get-labels.ts';
import type { MailListKind } from '../model.ts';
import { MailboxIcon } from './mailbox-icon.tsx';

interface Props {
  kind: MailListKind;
  slug: string;
  onNavigate: () => void;
  onOpenSettings: () => void;
}

/** Folders with their counts, the filters and the labels; each opens its mail list at page 1. */
export function MailboxSidebar({ kind, slug, onNavigate, onOpenSettings }: Props) {
  const { t } = useTranslation();
  const folders = useFolders();
  const filters = useFilters();
  const labels = useLabels();
  const itemSx = { borderRadius: 2, mx: 1, mb: 0.25 };
  const active = (k: MailListKind, s: string) => kind === k && slug === s;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto', py: 2 }}>
      <Typography variant="h5" component="h1" sx={{ px: 3, pb: 1 }}>
        {t('demoMailbox.title')}
      </Typography>
      <List
        dense
        aria-label={t('demoMailbox.folders.title')}
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('demoMailbox.folders.title')}</ListSubheader>}
      >
        {folders.isPending && [1, 2, 3, 4, 5, 6].map((i) => <Skeleton key={i} height={36} sx={{ mx: 2 }} />)}
        {folders.data?.map((f) => (
          <ListItemButton
            key={f.id}
            component={Link}
            to={`/apps/mailbox/folder/${f.slug}/1`}
            selected={active('folder', f.slug)}
            onClick={onNavigate}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <MailboxIcon name={f.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`demoMailbox.folders.${f.slug}`, { defaultValue: f.title })} />
            {f.count > 0 && (
              <Chip
                size="small"
                label={f.count}
                color={active('folder', f.slug) ? 'primary' : 'default'}
                sx={{ height: 20, fontSize: 12 }}
              />
            )}
          </ListItemButton>
        ))}
      </List>
      <List
        dense
        aria-label={t('demoMailbox.filters.title')}
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('demoMailbox.filters.title')}</ListSubheader>}
      >
        {filters.data?.map((f) => (
          <ListItemButton
            key={f.id}
            component={Link}
            to={`/apps/mailbox/filter/${f.slug}/1`}
            selected={active('filter', f.slug)}
            onClick={onNavigate}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <MailboxIcon name={f.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`demoMailbox.filters.${f.slug}`, { defaultValue: f.title })} />
          </ListItemButton>
        ))}
      </List>
      <List
        dense
        aria-label={t('demoMailbox.labels.title')}
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('demoMailbox.labels.title')}</ListSubheader>}
      >
        {labels.data?.map((l) => (
          <ListItemButton
            key={l.id}
            component={Link}
            to={`/apps/mailbox/label/${l.slug}/1`}
            selected={active('label', l.slug)}
            onClick={onNavigate}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: l.color, ml: 0.5 }} />
            </ListItemIcon>
            <ListItemText primary={l.title} />
          </ListItemButton>
        ))}
        <ListItemButton onClick={onOpenSettings} sx={itemSx}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('demoMailbox.settings.open')} />
        </ListItemButton>
      </List>
    </Box>
  );
}
