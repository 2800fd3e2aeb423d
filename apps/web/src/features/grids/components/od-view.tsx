import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Grid } from '@roadlens/contract/grids';
import { ApiError } from '../../../lib/api-client.ts';
import { useOdMatrix } from '../api/grids-api.ts';
import { useGridFormat } from '../format.ts';
import { usePeriod } from '../period.ts';
import { FlowMap } from './flow-map.tsx';
import { OdMatrixTable } from './od-matrix-table.tsx';
import { PeriodControls } from './period-controls.tsx';

/** The O/D matrix of a grid over the period in the address, with its flow map. */
export function OdView({ gridId, grid }: { gridId: number; grid?: Grid }) {
  const { t } = useTranslation();
  const g = useGridFormat();
  const [period, setPeriod] = usePeriod();
  const od = useOdMatrix(gridId, period);
  const fieldErrors = od.error instanceof ApiError ? od.error.fieldErrors : {};
  return (
    <Stack sx={{ gap: 2 }} data-testid="od-view">
      <PeriodControls period={period} onChange={setPeriod} resolved={od.data?.period} errors={fieldErrors} withMaxTrip />
      {od.isPending ? (
        <CircularProgress aria-label={t('gridsArea.loading')} />
      ) : od.isError ? (
        Object.keys(fieldErrors).length ? null : (
          <Alert severity="error">{t('gridsArea.od.loadError')}</Alert>
        )
      ) : (
        <>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }} data-testid="od-totals">
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('gridsArea.od.totalTrips')}
              </Typography>
              <Typography variant="h6" data-testid="od-total-trips">
                {g.number(od.data.total_trips)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('gridsArea.od.suppressedCells')}
              </Typography>
              <Typography variant="h6" data-testid="od-suppressed-cells">
                {g.number(od.data.suppressed_cells)}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('gridsArea.od.explain', { k: od.data.min_trips, minutes: od.data.max_trip_minutes })}
          </Typography>
          {od.data.zones.length < 2 ? (
            <Alert severity="info">{t('gridsArea.od.fewZones')}</Alert>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <OdMatrixTable od={od.data} />
              <FlowMap od={od.data} grid={grid} />
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
