import { useMemo, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from '../../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import type { Grid } from '@roadlens/contract/grids';
import { ApiError } from '../../../lib/api-client.ts';
import { useOptionalSession } from '../../../lib/session/session-context.tsx';
import { useDeleteGrid, useGridSensors, useGridSummary } from '../api/grids-api.ts';
import { usePeriod } from '../period.ts';
import { draftsOf, zoneColor } from '../zones.ts';
import { OdView } from './od-view.tsx';
import { PeriodControls } from './period-controls.tsx';
import { ZoneSummaries } from './zone-summaries.tsx';
import { ZonesMap } from './zones-map.tsx';

/** One grid: its zones on the map with each zone's health and travel times, or its O/D matrix. */
export function GridDetail({
  grid,
  canEdit,
  onEdit,
  onDeleted,
}: {
  grid: Grid;
  canEdit: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'od' ? 'od' : 'zones';
  const setTab = (v: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'od') next.set('tab', 'od');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }} data-testid="grid-detail">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere', minWidth: 160 }} data-testid="grid-title">
          {grid.name}
        </Typography>
        {canEdit && <GridActions grid={grid} onEdit={onEdit} onDeleted={onDeleted} />}
      </Stack>
      <Tabs value={tab} onChange={(_, v: string) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="zones" label={t('gridsArea.tabs.zones')} data-testid="tab-zones" />
        <Tab value="od" label={t('gridsArea.tabs.od')} data-testid="tab-od" />
      </Tabs>
      {tab === 'zones' ? <ZonesTab grid={grid} /> : <OdView gridId={grid.id} grid={grid} />}
    </Stack>
  );
}

function ZonesTab({ grid }: { grid: Grid }) {
  const canSeeSensors = useOptionalSession()?.hasPermission('Platform|view_devices') ?? false;
  const sensors = useGridSensors(canSeeSensors);
  const [period, setPeriod] = usePeriod();
  const summary = useGridSummary(grid.id, period);
  const zones = useMemo(() => draftsOf(grid), [grid]);
  const colors = useMemo(() => zones.map((_, i) => zoneColor(i)), [zones]);
  const errors = summary.error instanceof ApiError ? summary.error.fieldErrors : {};
  return (
    <Stack sx={{ gap: 2 }}>
      <PeriodControls period={period} onChange={setPeriod} resolved={summary.data?.period} errors={errors} />
      <Paper variant="outlined" sx={{ height: { xs: 300, md: 340 }, overflow: 'hidden' }}>
        <ZonesMap key={grid.id} zones={zones} colors={colors} sensors={sensors.data ?? []} />
      </Paper>
      {Object.keys(errors).length ? null : <ZoneSummaries summary={summary} />}
    </Stack>
  );
}

function GridActions({ grid, onEdit, onDeleted }: { grid: Grid; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const del = useDeleteGrid();
  const [asking, setAsking] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" onClick={onEdit} data-testid="grid-edit">
        {t('gridsArea.edit')}
      </Button>
      <Button color="error" onClick={() => setAsking(true)} data-testid="grid-delete">
        {t('gridsArea.delete')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>{t('gridsArea.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('gridsArea.deleteText', { name: grid.name })}</Typography>
          {del.isError && <Alert severity="error">{t('gridsArea.deleteError')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('gridsArea.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={del.isPending}
            data-testid="grid-delete-confirm"
            onClick={() => del.mutate({ params: { id: grid.id } }, { onSuccess: () => (setAsking(false), onDeleted()) })}
          >
            {t('gridsArea.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
