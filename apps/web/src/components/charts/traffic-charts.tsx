import { useState } from 'react';
import { Alert, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from '../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import type { IntervalRow, TypicalPoint } from '@roadlens/contract';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { speedUnitLabel } from '../map/speed.ts';
import { SpeedChart } from './speed-chart.tsx';
import { TravelTimeChart } from './travel-time-chart.tsx';
import { WeekdayHourHeatmap } from './weekday-hour-heatmap.tsx';

const DAY = 86400;

/** The period of a detail page (`?period=week`, else the last 24 h) and its epoch-second bounds. */
export function useChartPeriod() {
  const [params, setParams] = useSearchParams();
  const week = params.get('period') === 'week';
  // Rounded to the minute once, so the query key is stable across renders.
  const [to] = useState(() => Math.ceil(Date.now() / 60_000) * 60);
  return {
    week,
    from: to - (week ? 7 : 1) * DAY,
    to,
    setWeek: (w: boolean) =>
      setParams(
        (p) => {
          if (w) p.set('period', 'week');
          else p.delete('period');
          return p;
        },
        { replace: true },
      ),
  };
}

export function PeriodToggle({ week, onChange }: { week: boolean; onChange: (week: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={week ? 'week' : 'day'}
      onChange={(_, v: string | null) => v && onChange(v === 'week')}
      aria-label={t('charts.range')}
    >
      <ToggleButton value="day">{t('charts.day')}</ToggleButton>
      <ToggleButton value="week">{t('charts.week')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

interface Props {
  rows: IntervalRow[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The typical of each 5-minute slot of the period (its time of the week); empty while loading. */
  typical: readonly TypicalPoint[] | undefined;
  freeFlow: number | null;
  lengthM: number;
  /** The chosen period (epoch seconds); the charts' time axes span it. */
  period?: { from: number; to: number };
}

/**
 * Travel time, speed and the weekday × hour heatmap of a link or route, in the company's unit and
 * time zone, against the typical time-of-week profile; missing intervals stay gaps.
 */
export function TrafficCharts({ rows, isPending, isError, typical, freeFlow, lengthM, period }: Props) {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const unit = session?.me.measures.speed ?? 'km__hr';
  const { timeZone } = useFormat();
  if (isPending) return <CircularProgress />;
  if (isError) return <Alert severity="error">{t('charts.loadError')}</Alert>;
  if (!rows?.length) return <Alert severity="info">{t('charts.noIntervals')}</Alert>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle1">{t('charts.travelTimeChart')}</Typography>
        <TravelTimeChart rows={rows} typical={typical ?? []} freeFlow={freeFlow} period={period} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle1">{t('charts.speedChart', { unit: speedUnitLabel(unit) })}</Typography>
        <SpeedChart rows={rows} unit={unit} lengthM={lengthM} typical={typical ?? []} freeFlow={freeFlow} period={period} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <WeekdayHourHeatmap rows={rows} timeZone={timeZone} />
      </Paper>
    </Stack>
  );
}
