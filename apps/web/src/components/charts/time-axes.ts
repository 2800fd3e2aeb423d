import type { EChartsCoreOption } from 'echarts/core';

type Axis = Record<string, unknown> & { type?: string; axisLabel?: Record<string, unknown>; axisPointer?: Record<string, unknown> };

/** The smallest and largest x of `[x, y]` points over every series (time axes carry epoch ms). */
function extentOf(option: EChartsCoreOption): [number, number] | null {
  const raw = option.series as unknown;
  const series = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Array<{ data?: unknown[] }>;
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    for (const d of s.data ?? []) {
      const point = Array.isArray(d) ? d : (d as { value?: unknown } | null)?.value;
      const x = Array.isArray(point) ? point[0] : undefined;
      if (typeof x === 'number' && Number.isFinite(x)) {
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
    }
  }
  return min <= max ? [min, max] : null;
}

/**
 * ECharts writes time axes on the browser's clock. Every time axis of an option gets its ticks on the
 * profile zone's hours and midnights (`ticks`, from the data's extent), labels and pointer labels
 * written in that zone; axes that bring their own formatter keep it.
 */
export function zonedTimeAxes(
  option: EChartsCoreOption,
  label: (ms: number) => string,
  pointer: (ms: number) => string,
  ticks?: (min: number, max: number) => number[],
): EChartsCoreOption {
  const extent = ticks ? extentOf(option) : null;
  const values = extent && ticks ? ticks(extent[0], extent[1]) : null;
  const fix = (a: Axis): Axis =>
    a?.type !== 'time' || a.axisLabel?.formatter
      ? a
      : {
          ...a,
          axisLabel: {
            hideOverlap: true,
            ...a.axisLabel,
            formatter: (v: number) => label(v),
            ...(values?.length ? { customValues: values } : {}),
          },
          ...(values?.length ? { axisTick: { ...(a.axisTick as object), customValues: values } } : {}),
          axisPointer: {
            ...a.axisPointer,
            label: { ...(a.axisPointer?.label as object), formatter: (p: { value: number }) => pointer(Number(p.value)) },
          },
        };
  const x = option.xAxis as Axis | Axis[] | undefined;
  if (!x) return option;
  return { ...option, xAxis: Array.isArray(x) ? x.map(fix) : fix(x) };
}

/**
 * A legend that does not fit its chart's width scrolls on one line instead of wrapping over the plot
 * (phones); charts that chose a legend type keep it.
 */
export function oneLineLegends(option: EChartsCoreOption): EChartsCoreOption {
  const fix = (l: Record<string, unknown>) => (l && typeof l === 'object' && !('type' in l) ? { ...l, type: 'scroll' } : l);
  const legend = option.legend as Record<string, unknown> | Array<Record<string, unknown>> | undefined;
  if (!legend) return option;
  return { ...option, legend: Array.isArray(legend) ? legend.map(fix) : fix(legend) };
}

/** Value-axis numbers with the language's separators (ECharts writes them the English way); axes with their own formatter keep it. */
export function localeValueAxes(option: EChartsCoreOption, number: (v: number) => string): EChartsCoreOption {
  const fix = (a: Axis) =>
    a?.type !== 'value' || a.axisLabel?.formatter ? a : { ...a, axisLabel: { ...a.axisLabel, formatter: (v: number) => number(v) } };
  const y = option.yAxis as Axis | Axis[] | undefined;
  if (!y) return option;
  return { ...option, yAxis: Array.isArray(y) ? y.map(fix) : fix(y) };
}
