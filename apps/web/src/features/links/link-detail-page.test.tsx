import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { links } from '@roadlens/contract/endpoints/links';
import type { IntervalRow, TypicalPoint } from '@roadlens/contract/links';
import { handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import { testLink } from '../../testing/link-fixture.ts';
import en from './locales/en.json';
import charts from '../../components/charts/locales/en.json';
import { LinkDetailPage } from './link-detail-page.tsx';

// The canvas is not in the test DOM: the chart writes the option it was given, which is what it draws.
vi.mock('../../components/charts/echart.tsx', () => ({
  EChart: ({ option, testId }: { option: unknown; testId?: string }) => <div data-testid={testId} data-option={JSON.stringify(option)} />,
}));

const link = testLink({
  id: 7,
  name: 'Coast road',
  current: {
    ...testLink().current!,
    travel_time_s: 95,
    speed_kmh: 38,
    count: 1,
    typical_s: 100,
    delay_s: 35,
    unusual_delay_s: -5,
    confidence: 0.1,
  },
});

const row = (start: number, accepted: number): IntervalRow => ({
  start,
  raw_count: accepted + 1,
  accepted_count: accepted,
  median_s: 90 + accepted,
  mean_s: 90,
  p85_s: 120,
  speed_kmh: 40,
});
let first = 0;
let asked = { from: 0, to: 0 };

startEndpointServer(
  handle(links.get, () => link),
  handle(links.intervals, ({ query }) => {
    // Three rows with two missing intervals between the second and the third; the first on one sample.
    asked = { from: Number(query.get('from')), to: Number(query.get('to')) };
    first = Math.floor(asked.from / 300) * 300 + 3600;
    return [row(first, 1), row(first + 300, 8), row(first + 1200, 9)];
  }),
  handle(links.typical, ({ query }): TypicalPoint[] => {
    const from = Math.floor(Number(query.get('from')) / 300) * 300;
    // A morning peak: the typical rises and falls across the day.
    return Array.from({ length: 24 }, (_, h) => ({
      t: from + h * 3600,
      typical_s: 80 + (h % 12) * 5,
      typical_low_s: 70 + (h % 12) * 5,
      typical_high_s: 95 + (h % 12) * 5,
    }));
  }),
);

type Point = [number, number | null];
type Series = { name: string; data: Array<Point | { value: Point; symbol: string }>; connectNulls?: boolean };
// A lone value between gaps comes as an item with its own dot; the point is the same.
const points = (s: Series | undefined): Point[] => (s?.data ?? []).map((d) => (Array.isArray(d) ? d : d.value));
const seriesOf = (testId: string) =>
  (JSON.parse(screen.getByTestId(testId).getAttribute('data-option') ?? '{}') as { series: Series[] }).series;

describe('link detail page', () => {
  it('breaks the travel-time line at missing intervals, greys values on few samples and draws the typical week profile', async () => {
    await renderRoutes([{ path: '/dashboard/links/:id', element: signedIn(<LinkDetailPage />) }], '/dashboard/links/7', [en, charts]);
    await screen.findByTestId('travel-time-chart');
    await waitFor(() => expect(seriesOf('travel-time-chart').find((s) => s.name === 'Typical')?.data.length).toBe(24));
    const series = seriesOf('travel-time-chart');
    const median = series.find((s) => s.name === 'Median') as Series;
    expect(median.connectNulls).toBe(false);
    expect(points(median)).toEqual([
      [first * 1000, 91],
      [(first + 300) * 1000, 98],
      [(first + 600) * 1000, null],
      [(first + 900) * 1000, null],
      [(first + 1200) * 1000, 99],
    ]);
    // The last value stands alone after the gap: it carries a dot, or it would not be drawn at all.
    expect(median.data.at(-1)).toMatchObject({ symbol: 'circle' });
    // Only the value on one sample is marked as low confidence.
    const low = series.find((s) => s.name === 'Low confidence (< 3 samples)') as Series;
    expect(points(low).filter(([, v]) => v !== null)).toEqual([[first * 1000, 91]]);
    // Typical follows the time of the week instead of one flat value across the day.
    const typical = series.find((s) => s.name === 'Typical') as Series;
    expect(new Set(points(typical).map(([, v]) => v)).size).toBeGreaterThan(5);
    // The axis spans the chosen period, so the hour before the first row reads as a gap too.
    const option = JSON.parse(screen.getByTestId('travel-time-chart').getAttribute('data-option') ?? '{}') as {
      xAxis: { min: number; max: number };
    };
    expect(option.xAxis).toMatchObject({ min: asked.from * 1000, max: asked.to * 1000 });
    const speed = seriesOf('speed-chart').find((s) => s.name === 'Speed') as Series;
    expect(points(speed).map(([, v]) => v)).toEqual([40, 40, null, null, 40]);

    // The header's current value says what it rests on and is marked, not shown as a plain fact.
    const values = screen.getByTestId('detail-values');
    const current = within(values).getByTestId('trusted-value');
    expect(current).toHaveAttribute('data-low-confidence', 'true');
    expect(current).toHaveTextContent('(1 sample)');
    expect(within(values).getByTestId('low-confidence')).toHaveTextContent('Low confidence');
  });
});
