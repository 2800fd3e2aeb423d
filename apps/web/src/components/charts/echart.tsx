import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useFormat, zonedTicks } from '../../lib/format/index.ts';
import { localeValueAxes, oneLineLegends, zonedTimeAxes } from './time-axes.ts';

// Only the parts the screens use are registered, which keeps echarts out of the main bundle's weight.
echarts.use([
  LineChart,
  BarChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  VisualMapComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

/** The shared chart: ECharts with the registered parts, canvas renderer, fixed height, time axes in the profile's zone. */
export function EChart({ option, height = 320, testId }: { option: EChartsCoreOption; height?: number; testId?: string }) {
  const { axisTime, dateTime, timeZone, number } = useFormat();
  // Time axes read on the profile's zone, like every date the screens show; numbers in the language.
  const zoned = useMemo(
    () =>
      localeValueAxes(
        oneLineLegends(
          zonedTimeAxes(
            option,
            axisTime,
            (ms) => dateTime(ms / 1000),
            (min, max) => zonedTicks(min, max, timeZone),
          ),
        ),
        (v) => number(v, 2),
      ),
    [option, axisTime, dateTime, timeZone, number],
  );
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={zoned} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
