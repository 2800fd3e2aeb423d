import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { IntervalRow } from '@roadlens/contract';
import { EChart } from './echart.tsx';
import { weekdayHourGrid } from './weekday-hour.ts';

/** Median travel time by weekday × hour of the company's time zone (green fast, red slow). */
export function WeekdayHourHeatmap({ rows, timeZone }: { rows: IntervalRow[]; timeZone: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const cells = weekdayHourGrid(rows, timeZone);
    const values = cells.map((c) => c[2]);
    return {
      tooltip: { position: 'top' },
      grid: { left: 48, right: 16, top: 16, bottom: 72 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)) },
      yAxis: { type: 'category', data: Array.from({ length: 7 }, (_, d) => t(`charts.weekdays.${d}`)) },
      visualMap: {
        min: values.length ? Math.min(...values) : 0,
        max: values.length ? Math.max(...values) : 1,
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        inRange: { color: ['#388e3c', '#fbc02d', '#d32f2f'] },
      },
      series: [{ type: 'heatmap', data: cells }],
    };
  }, [rows, timeZone, t]);
  return (
    <>
      <Typography variant="subtitle1">{t('charts.heatmap')}</Typography>
      <EChart option={option} height={300} testId="weekday-hour-heatmap" />
    </>
  );
}
