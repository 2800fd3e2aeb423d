import { Alert, Box, Button, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Grid } from '@roadlens/contract/grids';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useGrid, useGrids } from './api/grids-api.ts';
import { GridDetail } from './components/grid-detail.tsx';
import { GridEditor } from './components/grid-editor.tsx';

/**
 * /dashboard/grids — the company's grids: sets of zones drawn on the map or made of sensors. A grid
 * shows its zones' sensor health and travel times, and the trips between zones (O/D matrix). The
 * chosen grid, tab and period live in the address (`?grid=3&tab=od&hours=7-10`).
 */
export function GridsPage() {
  const { t } = useTranslation();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_grids') ?? false;
  const list = useGrids();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('grid') ?? 0);
  const editing = canEdit && (params.get('edit') === '1' || params.get('new') === '1');
  const open = (id: number | null, extra: Record<string, string> = {}) => setParams(id ? { grid: String(id), ...extra } : extra);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="grids-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' }, flex: 1 }}>
          {t('gridsArea.title')}
        </Typography>
        {canEdit && !editing && (
          <Button variant="contained" onClick={() => open(null, { new: '1' })} data-testid="grid-new">
            {t('gridsArea.add')}
          </Button>
        )}
      </Stack>
      {editing ? (
        <EditorFor id={params.get('new') === '1' ? 0 : selected} onDone={(id) => open(id)} onCancel={() => open(selected || null)} />
      ) : list.isPending ? (
        <CircularProgress aria-label={t('gridsArea.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{t('gridsArea.loadError')}</Alert>
      ) : list.data.length === 0 ? (
        <Alert severity="info">{t(canEdit ? 'gridsArea.emptyEdit' : 'gridsArea.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 1fr) minmax(0, 3fr)' } }}>
          <Stack sx={{ gap: 1, display: { xs: selected ? 'none' : 'flex', md: 'flex' } }} data-testid="grid-list">
            {list.data.map((g) => (
              <GridCard key={g.id} grid={g} selected={g.id === selected} onOpen={() => open(g.id)} />
            ))}
          </Stack>
          <Box sx={{ minWidth: 0 }}>
            {selected > 0 ? (
              <>
                <Button size="small" sx={{ display: { md: 'none' }, mb: 1 }} onClick={() => open(null)}>
                  {t('gridsArea.allGrids')}
                </Button>
                <SelectedGrid id={selected} canEdit={canEdit} onEdit={() => open(selected, { edit: '1' })} onDeleted={() => open(null)} />
              </>
            ) : (
              <Typography color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {t('gridsArea.pick')}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function GridCard({ grid, selected, onOpen }: { grid: Grid; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const sensors = grid.zones.reduce((n, z) => n + z.devices.length, 0);
  return (
    <Card variant="outlined" data-testid="grid-row" sx={{ borderColor: selected ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onOpen}>
        <CardContent>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{grid.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('gridsArea.zoneCount', { count: grid.zones.length })} · {t('gridsArea.summary.sensors', { count: sensors })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function SelectedGrid({ id, canEdit, onEdit, onDeleted }: { id: number; canEdit: boolean; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const grid = useGrid(id);
  if (grid.isPending) return <CircularProgress aria-label={t('gridsArea.loading')} />;
  if (grid.isError) return <Alert severity="warning">{t('gridsArea.notFound')}</Alert>;
  return <GridDetail grid={grid.data} canEdit={canEdit} onEdit={onEdit} onDeleted={onDeleted} />;
}

function EditorFor({ id, onDone, onCancel }: { id: number; onDone: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const grid = useGrid(id);
  if (!id) return <GridEditor onDone={onDone} onCancel={onCancel} />;
  if (grid.isPending) return <CircularProgress aria-label={t('gridsArea.loading')} />;
  if (grid.isError) return <Alert severity="warning">{t('gridsArea.notFound')}</Alert>;
  return <GridEditor key={grid.data.id} grid={grid.data} onDone={onDone} onCancel={onCancel} />;
}
