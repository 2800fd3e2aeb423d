import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from '../../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract/devices';
import { EChart } from '../../../components/charts/echart.tsx';
import { SIGNAL_CODES, useDetectionCounts, useHealthLogs } from '../api/device-data.ts';
import { detectionsOption, healthOption, rateOption } from '../charts/health-options.ts';
import { OverviewInfo } from './overview-info.tsx';
import { useRadarCounts } from '../api/radar-counts.ts';
import { radarOption, type RadarMetric } from '../charts/radar-options.ts';
import { useFormat } from '../../../lib/format/index.ts';

const RANGES = { '1d': 1, '7d': 7, '30d': 30 } as const;
/** Hourly bars up to a week; a month is shown per day. */
const INTERVAL = { '1d': 'hour', '7d': 'hour', '30d': 'day' } as const;
const INTERVAL_S = { hour: 3600, day: 86400 };
/** Radar data source type: its sensors count vehicles per lane rather than detect devices. */
const RADAR = 3;
const RADAR_METRICS: RadarMetric[] = ['count', 'speed_kmh', 'occupancy'];
type Range = keyof typeof RANGES;

/** A chart card with its loading, error and empty states. */
function ChartCard({
  title,
  state,
  testId,
  children,
}: {
  title: string;
  state: 'loading' | 'error' | 'empty' | 'ready';
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        {state === 'loading' && <CircularProgress size={24} />}
        {state === 'error' && <Alert severity="error">{t('sensors.overview.chartError')}</Alert>}
        {state === 'empty' && <Typography color="text.secondary">{t('sensors.overview.noData')}</Typography>}
        {state === 'ready' && children}
      </CardContent>
    </Card>
  );
}

const stateOf = (pending: boolean, error: boolean, empty: boolean) => (pending ? 'loading' : error ? 'error' : empty ? 'empty' : 'ready');

/**
 * Identity, health over time (voltage, temperature) and the sensor's traffic: detections by signal
 * type and the detection rate, or for a radar sensor its vehicles, speed and occupancy per lane.
 */
export function OverviewTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range: Range = (params.get('range') as Range) in RANGES ? (params.get('range') as Range) : '7d';
  // The period ends when the tab opened (to the next hour) and stays fixed, so queries are stable.
  const [openedAt] = useState(() => Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const period = useMemo(
    () => ({ from: new Date(openedAt - RANGES[range] * 86_400_000).toISOString(), to: new Date(openedAt).toISOString() }),
    [range, openedAt],
  );
  const interval = INTERVAL[range];
  const radar = device.data_source_type === RADAR;
  const span = { from: Date.parse(period.from) / 1000, to: Date.parse(period.to) / 1000 };
  const counts = useDetectionCounts(device.id, { ...span, interval }, !radar);
  const lanes = useRadarCounts(device.id, { ...span, interval }, radar);
  const logs = useHealthLogs(device.id, period);
  const { speedValue, speedLabel } = useFormat();
  const laneLabels = (metric: RadarMetric) => ({
    lane: (lane: number | null) => (lane === null ? t('sensors.overview.noLane') : t('sensors.overview.lane', { lane })),
    unit: metric === 'speed_kmh' ? speedLabel : metric === 'occupancy' ? '%' : '',
  });

  const signalNames = SIGNAL_CODES.map((s) => t(`sensors.signals.${s}`));
  const healthRows = (logs.data?.results ?? []).filter((r) => r.voltage !== null || r.temperature !== null);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={range}
        onChange={(_, v: Range | null) => v && setParams((p) => (p.set('range', v), p), { replace: true })}
        aria-label={t('sensors.overview.range')}
      >
        {(Object.keys(RANGES) as Range[]).map((r) => (
          <ToggleButton key={r} value={r}>
            {t(`sensors.overview.ranges.${r}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={grid}>
        <Card variant="outlined">
          <CardContent>
            <OverviewInfo device={device} />
          </CardContent>
        </Card>
        {radar ? (
          RADAR_METRICS.map((metric) => (
            <ChartCard
              key={metric}
              title={t(`sensors.overview.radar.${metric}.${interval}`)}
              testId={`chart-radar-${metric}`}
              state={stateOf(lanes.isPending, lanes.isError, !lanes.data?.length)}
            >
              <EChart
                option={radarOption(
                  lanes.data ?? [],
                  metric,
                  INTERVAL_S[interval],
                  span,
                  laneLabels(metric),
                  metric === 'speed_kmh' ? speedValue : undefined,
                )}
                height={260}
              />
            </ChartCard>
          ))
        ) : (
          <>
            <ChartCard
              title={t(`sensors.overview.detectionsBy.${interval}`)}
              testId="chart-detections"
              state={stateOf(counts.isPending, counts.isError, !counts.data?.length)}
            >
              <EChart option={detectionsOption(counts.data ?? [], signalNames, INTERVAL_S[interval], span)} height={280} />
            </ChartCard>
            <ChartCard
              title={t('sensors.overview.detectionRate')}
              testId="chart-rate"
              state={stateOf(counts.isPending, counts.isError, !counts.data?.length)}
            >
              <EChart option={rateOption(counts.data ?? [], INTERVAL_S[interval], t('sensors.overview.detections'))} height={260} />
            </ChartCard>
          </>
        )}
        <ChartCard
          title={t('sensors.overview.health')}
          testId="chart-health"
          state={stateOf(logs.isPending, logs.isError, healthRows.length === 0)}
        >
          <EChart
            option={healthOption(healthRows, { voltage: t('sensors.overview.voltage'), temperature: t('sensors.overview.temperature') })}
            height={260}
          />
        </ChartCard>
      </Box>
    </Box>
  );
}
