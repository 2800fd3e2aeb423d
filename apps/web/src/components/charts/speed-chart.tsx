import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalRow } from '@roadlens/contract';
import { EChart } from './echart.tsx';
import { speedUnitLabel, toSpeedUnit, type SpeedUnit } from '../map/speed.ts';

const kmh = (lengthM: number, s: number | null) => (s ? (lengthM / s) * 3.6 : null);

/**
 * Speed per interval in the company's unit, with the speeds the typical and free-flow travel times
 * give over the same length (when known).
 */
export function SpeedChart({
  rows,
  unit,
  lengthM,
  typical = null,
  freeFlow = null,
}: {
  rows: IntervalRow[];
  unit: SpeedUnit;
  lengthM?: number;
  typical?: number | null;
  freeFlow?: number | null;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const x = rows.map((r) => r.start * 1000);
    const conv = (v: number | null) => (v === null ? null : Math.round(toSpeedUnit(v, unit)));
    const flat = (name: string, s: number | null, dash: 'solid' | 'dotted') => {
      const v = lengthM ? conv(kmh(lengthM, s)) : null;
      return v === null ? [] : [{ name, type: 'line', showSymbol: false, lineStyle: { type: dash }, data: x.map((at) => [at, v]) }];
    };
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 32, bottom: 40 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: speedUnitLabel(unit) },
      dataZoom: [{ type: 'inside' }],
      series: [
        { name: t('charts.speed'), type: 'line', showSymbol: false, data: rows.map((r, i) => [x[i], conv(r.speed_kmh)]) },
        ...flat(t('charts.typical'), typical, 'solid'),
        ...flat(t('charts.freeFlow'), freeFlow, 'dotted'),
      ],
    };
  }, [rows, unit, lengthM, typical, freeFlow, t]);
  return <EChart option={option} height={260} testId="speed-chart" />;
}
