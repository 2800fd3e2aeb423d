import { useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Drawer,
  InputAdornment,
  Link,
  Paper,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { includesText } from '../shared/compare-text.ts';
import { useFolder } from './api/get-folder.ts';
import type { FileItem } from './model.ts';
import { ItemGrid } from './components/item-grid.tsx';
import { ItemTable } from './components/item-table.tsx';
import { ItemDetails } from './components/item-details.tsx';

const folderPath = (id: string | null) => (id ? `/apps/file-manager/folders/${id}` : '/apps/file-manager');

/** Folder navigation with a breadcrumb; a folder opens on click, a file shows its details beside the list. */
export function FileManagerPage() {
  const { t } = useTranslation();
  const { folderId = null } = useParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const listing = useFolder(folderId);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<FileItem | null>(null);
  const data = listing.data;
  const shown = (items: FileItem[]) => items.filter((i) => includesText(i.name, filter));

  const open = (item: FileItem) => {
    if (item.type === 'folder') {
      setSelected(null);
      setFilter('');
      void navigate(folderPath(item.id));
    } else setSelected(item);
  };
  const details = selected && <ItemDetails item={selected} onClose={() => setSelected(null)} onOpenFolder={open} />;
  const Items = view === 'grid' ? ItemGrid : ItemTable;
  const folders = data ? shown(data.folders) : [];
  const files = data ? shown(data.files) : [];

  return (
    <Paper sx={{ display: 'flex', overflow: 'hidden', minHeight: 480 }}>
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography variant="h4" component="h1">
              {t('demoFileManager.title')}
            </Typography>
            <Breadcrumbs aria-label={t('demoFileManager.breadcrumb')} sx={{ mt: 0.5 }} maxItems={4}>
              <Link component={RouterLink} to={folderPath(null)} underline="hover" color={data?.path.length ? 'inherit' : 'text.primary'}>
                {t('demoFileManager.home')}
              </Link>
              {data?.path.map((p, i) =>
                i === data.path.length - 1 ? (
                  <Typography key={p.id} color="text.primary" aria-current="page">
                    {p.name}
                  </Typography>
                ) : (
                  <Link key={p.id} component={RouterLink} to={folderPath(p.id)} underline="hover" color="inherit">
                    {p.name}
                  </Link>
                ),
              )}
            </Breadcrumbs>
            {data && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('demoFileManager.summary', {
                  folders: t('demoFileManager.folderCount', { count: data.folders.length }),
                  files: t('demoFileManager.fileCount', { count: data.files.length }),
                })}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 280px', maxWidth: { sm: 420 } }}>
            <TextField
              fullWidth
              placeholder={t('demoFileManager.filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'aria-label': t('demoFileManager.filter') },
              }}
            />
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: 'grid' | 'list' | null) => v && setView(v)}>
              <ToggleButton value="grid" aria-label={t('demoFileManager.gridView')}>
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('demoFileManager.listView')}>
                <ViewListIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        </Box>

        {listing.isPending && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={150} />
            ))}
          </Box>
        )}
        {listing.isError && <Alert severity="error">{t('demoFileManager.loadFailed')}</Alert>}
        {listing.isSuccess && data === null && (
          <EmptyState
            icon={<FolderOffOutlinedIcon />}
            title={t('demoFileManager.notFound')}
            action={
              <Link component={RouterLink} to={folderPath(null)}>
                {t('demoFileManager.backHome')}
              </Link>
            }
          />
        )}
        {data && folders.length + files.length === 0 && (
          <EmptyState
            icon={<FolderOpenIcon />}
            title={filter ? t('demoFileManager.noMatch', { query: filter }) : t('demoFileManager.emptyFolder')}
          />
        )}
        {folders.length > 0 && (
          <Box sx={{ mb: 4 }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('demoFileManager.folders')}
            </Typography>
            <Items items={folders} onOpen={open} label={t('demoFileManager.folders')} />
          </Box>
        )}
        {files.length > 0 && (
          <Box>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('demoFileManager.files')}
            </Typography>
            <Items items={files} onOpen={open} selectedId={selected?.id} label={t('demoFileManager.files')} />
          </Box>
        )}
      </Box>
      {wide ? (
        selected && <Box sx={{ width: 360, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}>{details}</Box>
      ) : (
        <Drawer
          anchor="right"
          open={!!selected}
          onClose={() => setSelected(null)}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}
        >
          {details}
        </Drawer>
      )}
    </Paper>
  );
}
