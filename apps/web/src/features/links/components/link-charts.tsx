import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { IntervalRow, Link } from '@roadlens/contract';
import { EChart } from '../../../components/charts/echart.tsx';
import { speedUnitLabel, toSpeedUnit, type SpeedUnit } from '../../../components/map/speed.ts';
import { weekdayHourGrid } from '../weekday-hour.ts';

/** Travel time (median, p85) vs typical and free flow, and accepted vs rejected samples per interval. */
export function TravelTimeChart({ link, rows }: { link: Link; rows: IntervalRow[] }) {
  const { t } = useTranslation();
  const option = (() => {
    const x = rows.map((r) => r.start * 1000);
    const free = link.free_flow_s;
    const typical = link.current?.typical_s ?? null;
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 40, bottom: 40 },
      xAxis: { type: 'time' },
      yAxis: [{ type: 'value', name: 's' }, { type: 'value', name: '#', splitLine: { show: false } }],
      dataZoom: [{ type: 'inside' }],
      series: [
        { name: t('linksArea.median'), type: 'line', showSymbol: false, data: rows.map((r, i) => [x[i], r.median_s]) },
        { name: t('linksArea.p85'), type: 'line', showSymbol: false, lineStyle: { type: 'dashed' }, data: rows.map((r, i) => [x[i], r.p85_s]) },
        ...(typical !== null ? [{ name: t('linksArea.typical'), type: 'line', showSymbol: false, data: x.map((v) => [v, typical]) }] : []),
        ...(free !== null ? [{ name: t('linksArea.freeFlow'), type: 'line', showSymbol: false, lineStyle: { type: 'dotted' }, data: x.map((v) => [v, free]) }] : []),
        { name: t('linksArea.accepted'), type: 'bar', stack: 'n', yAxisIndex: 1, data: rows.map((r, i) => [x[i], r.accepted_count]) },
        { name: t('linksArea.rejected'), type: 'bar', stack: 'n', yAxisIndex: 1, data: rows.map((r, i) => [x[i], r.raw_count - r.accepted_count]) },
      ],
    };
  })();
  return <EChart option={option} testId="travel-time-chart" />;
}

export function SpeedChart({ rows, unit }: { rows: IntervalRow[]; unit: SpeedUnit }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 24, bottom: 40 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: speedUnitLabel(unit) },
      series: [{ name: t('linksArea.speed'), type: 'line', showSymbol: false, data: rows.map((r) => [r.start * 1000, r.speed_kmh === null ? null : Math.round(toSpeedUnit(r.speed_kmh, unit))]) }],
    }),
    [rows, unit, t],
  );
  return <EChart option={option} height={240} />;
}

export function WeekdayHourHeatmap({ rows, timeZone }: { rows: IntervalRow[]; timeZone: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const cells = weekdayHourGrid(rows, timeZone);
    const values = cells.map((c) => c[2]);
    return {
      tooltip: { position: 'top' },
      grid: { left: 48, right: 16, top: 16, bottom: 72 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)) },
      yAxis: { type: 'category', data: Array.from({ length: 7 }, (_, d) => t(`linksArea.weekdays.${d}`)) },
      visualMap: { min: values.length ? Math.min(...values) : 0, max: values.length ? Math.max(...values) : 1, calculable: true, orient: 'horizontal', left: 'center', bottom: 0, inRange: { color: ['#388e3c', '#fbc02d', '#d32f2f'] } },
      series: [{ type: 'heatmap', data: cells }],
    };
  }, [rows, timeZone, t]);
  return (
    <>
      <Typography variant="subtitle1">{t('linksArea.heatmap')}</Typography>
      <EChart option={option} height={300} testId="weekday-hour-heatmap" />
    </>
  );
}
