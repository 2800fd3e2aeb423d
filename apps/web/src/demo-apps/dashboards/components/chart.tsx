import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { Box } from '@mui/material';

// Only the chart types the dashboards draw are bundled; SVG keeps lines crisp at any zoom.
echarts.use([LineChart, BarChart, PieChart, RadarChart, GridComponent, TooltipComponent, LegendComponent, RadarComponent, SVGRenderer]);

export type ChartOption = Record<string, unknown>;

/** An ECharts chart that fills its box; `label` names it for screen readers. */
export function Chart({ option, height, label }: { option: ChartOption; height: number | string; label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ height, width: '100%', minWidth: 0 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height: '100%', width: '100%' }}
        opts={{ renderer: 'svg' }}
      />
    </Box>
  );
}

export const CHART_COLORS = ['#4f46e5', '#0ea5e9', '#16a34a', '#f59e0b', '#e11d48', '#7c3aed', '#0d9488'];

/** Axis, grid and tooltip defaults shared by the dashboards' cartesian charts. */
export const baseOption = (): ChartOption => ({
  color: CHART_COLORS,
  grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis', confine: true },
  textStyle: { fontFamily: 'Inter, "Segoe UI", Roboto, sans-serif' },
});
