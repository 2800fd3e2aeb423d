import { useMemo } from 'react';
import * as echarts from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { useTranslation } from 'react-i18next';
import type { DeviceComparison } from '@roadlens/contract/devices';
import { EChart } from '../../../../components/charts/echart.tsx';
import { useFormat } from '../../../../lib/format/index.ts';
import { comparisonOption } from '../../charts/comparison-option.ts';

// The shared chart registers line, bar and heatmap; the samples need scatter too.
echarts.use([ScatterChart]);

const REASONS = ['above_window', 'below_window', 'exceeds_max', 'non_positive'] as const;

/** Live and experimental travel times on one chart, with every sample and its filter verdict. */
export function ComparisonChart({ data }: { data: DeviceComparison }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useFormat();
  const option = useMemo(
    () =>
      comparisonOption(
        data,
        {
          live: t('sensors.processing.chart.live'),
          experimental: t('sensors.processing.chart.experimental'),
          expAccepted: t('sensors.processing.chart.expAccepted'),
          expRejected: t('sensors.processing.chart.expRejected'),
          liveAccepted: t('sensors.processing.chart.liveAccepted'),
          liveRejected: t('sensors.processing.chart.liveRejected'),
          travelTime: t('sensors.processing.chart.travelTime'),
          reasons: Object.fromEntries(REASONS.map((r) => [r, t(`sensors.processing.reasons.${r}`)])),
        },
        timeZone,
      ),
    // The labels change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, i18n.language, timeZone],
  );
  return <EChart option={option} height={380} testId="comparison-chart" />;
}
