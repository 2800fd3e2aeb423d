import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only the parts the screens use are registered, which keeps echarts out of the main bundle's weight.
echarts.use([LineChart, BarChart, HeatmapChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, VisualMapComponent, CanvasRenderer]);

/** The shared chart: ECharts with the registered parts, canvas renderer, fixed height. */
export function EChart({ option, height = 320, testId }: { option: EChartsCoreOption; height?: number; testId?: string }) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
