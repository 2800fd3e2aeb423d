import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CongestionScan } from '@roadlens/contract/road-analytics';
import { EChart } from '../../../components/charts/echart.tsx';
import { useFormat } from '../../../lib/format/index.ts';
import { scanGrid } from '../scan-grid.ts';

/**
 * Space-time heatmap of a route: time of day across, the route's links down in driving order,
 * coloured by speed (red slow, green fast). Empty cells stay empty (no data is not a speed), and
 * cells resting on few vehicles are drawn faded with a dashed edge.
 */
export function ScanHeatmap({ scan }: { scan: CongestionScan }) {
  const { t } = useTranslation();
  const f = useFormat();
  const option = useMemo(() => {
    const g = scanGrid(scan);
    return {
      tooltip: {
        position: 'top',
        formatter: (p: { data: { value: [number, number, number]; samples: number; delay: number | null; low: boolean } }) =>
          [
            `${scan.links[p.data.value[1]].name}`,
            `${g.labels[p.data.value[0]]}: ${f.speed(p.data.value[2])}`,
            p.data.delay === null ? '' : t('roadAnalytics.scan.delay', { value: Math.round(p.data.delay) }),
            t('roadAnalytics.samples', { count: p.data.samples }) + (p.data.low ? ` · ${t('roadAnalytics.lowConfidence')}` : ''),
          ]
            .filter(Boolean)
            .join('<br/>'),
      },
      grid: { left: 8, right: 16, top: 8, bottom: 64, containLabel: true },
      xAxis: { type: 'category', data: g.labels, splitArea: { show: false } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: scan.links.map((l, i) => `${i + 1}. ${l.name.length > 28 ? `${l.name.slice(0, 27)}…` : l.name}`),
      },
      visualMap: {
        min: 0,
        max: Math.round(f.speedValue(g.maxSpeed)),
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        dimension: 2,
        text: [f.speedLabel, ''],
        inRange: { color: ['#b71c1c', '#f57c00', '#fbc02d', '#43a047'] },
      },
      series: [
        {
          type: 'heatmap',
          data: g.cells.map((c) => ({
            value: [c.bin, c.link, Math.round(f.speedValue(c.speed_kmh) * 10) / 10],
            samples: c.samples,
            delay: c.delay_s,
            low: c.low,
            itemStyle: c.low ? { opacity: 0.45, borderType: 'dashed', borderColor: '#616161', borderWidth: 1 } : undefined,
          })),
        },
      ],
    };
  }, [scan, f, t]);
  if (scan.cells.length === 0) return <Typography color="text.secondary">{t('roadAnalytics.scan.empty')}</Typography>;
  return <EChart option={option} height={Math.max(240, 48 + scan.links.length * 26 + 72)} testId="congestion-scan" />;
}
