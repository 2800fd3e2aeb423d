import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteChoices, useScan, type Bin } from '../api/traffic-stats.ts';
import { ScanHeatmap } from './scan-heatmap.tsx';

const BINS: Bin[] = [5, 15, 60];

/** The congestion scan with its choices: route, local day and bin (kept in the address by the page). */
export function ScanPanel({
  routeId,
  date,
  bin,
  onChange,
}: {
  routeId: number | null;
  date: string;
  bin: Bin;
  onChange: (next: { route?: number | null; date?: string; bin?: Bin }) => void;
}) {
  const { t } = useTranslation();
  const choices = useRouteChoices();
  const scan = useScan(routeId, date, bin);
  const routes = choices.data?.results ?? [];
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240, flex: 1 }}
          label={t('roadAnalytics.scan.route')}
          value={routeId ?? ''}
          onChange={(e) => onChange({ route: e.target.value === '' ? null : Number(e.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': 'scan-route' } }}
        >
          {routes.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('roadAnalytics.scan.date')}
          value={date}
          onChange={(e) => e.target.value && onChange({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'scan-date' } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={bin}
          aria-label={t('roadAnalytics.scan.bin')}
          onChange={(_, v: Bin | null) => v && onChange({ bin: v })}
        >
          {BINS.map((b) => (
            <ToggleButton key={b} value={b}>
              {t('roadAnalytics.scan.minutes', { count: b })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {routeId === null ? (
        <Typography color="text.secondary">
          {choices.isSuccess && routes.length === 0 ? t('roadAnalytics.scan.noRoutes') : t('roadAnalytics.scan.pick')}
        </Typography>
      ) : scan.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={28} aria-label={t('roadAnalytics.loading')} />
        </Box>
      ) : scan.isError ? (
        <Alert severity="error">{t('roadAnalytics.loadError')}</Alert>
      ) : (
        <ScanHeatmap scan={scan.data} />
      )}
    </Stack>
  );
}
