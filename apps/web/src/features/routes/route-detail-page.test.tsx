import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import type { IntervalRow, Route, TypicalPoint } from '@roadlens/contract/links';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import charts from '../../components/charts/locales/en.json';
import { RouteDetailPage } from './route-detail-page.tsx';

// The canvas is not in the test DOM: the chart writes the option it was given, which is what it draws.
vi.mock('../../components/charts/echart.tsx', () => ({
  EChart: ({ option, testId }: { option: unknown; testId?: string }) => <div data-testid={testId} data-option={JSON.stringify(option)} />,
}));

const route: Route = {
  id: 3,
  name: 'Airport run',
  link_ids: [1, 2],
  length_m: 2000,
  current: {
    interval_start: '2026-03-02T08:00:00Z',
    travel_time_s: 210,
    speed_kmh: 34,
    count: 9,
    typical_s: 200,
    free_flow_s: 150,
    delay_s: 60,
    unusual_delay_s: 10,
    // Nine trips on one link, one on the other: the chain is as weak as its weakest link.
    confidence: 0.1,
    coverage: 1,
    estimated: false,
    estimated_links: [],
  },
};
const row = (start: number): IntervalRow => ({
  start,
  raw_count: 5,
  accepted_count: 4,
  median_s: 200,
  mean_s: 200,
  p85_s: 240,
  speed_kmh: 36,
});
let first = 0;

startEndpointServer(
  handle(routes.get, () => route),
  handle(links.list, () => pageOf([])),
  handle(routes.intervals, ({ query }) => {
    first = Math.floor(Number(query.get('from')) / 300) * 300;
    return [row(first), row(first + 900)];
  }),
  handle(routes.typical, ({ query }): TypicalPoint[] => {
    const from = Math.floor(Number(query.get('from')) / 300) * 300;
    return [0, 1, 2].map((h) => ({ t: from + h * 3600, typical_s: 180 + h * 20, typical_low_s: 170, typical_high_s: 250 }));
  }),
);

type Point = [number, number | null];
type Series = { name: string; data: Array<Point | { value: Point; symbol: string }> };
// A lone value between gaps comes as an item with its own dot; the point is the same.
const points = (s: Series | undefined): Point[] => (s?.data ?? []).map((d) => (Array.isArray(d) ? d : d.value));

describe('route detail page', () => {
  it('marks a weak total, breaks the line at missing intervals and draws the typical profile', async () => {
    await renderRoutes([{ path: '/dashboard/routes/:id', element: signedIn(<RouteDetailPage />) }], '/dashboard/routes/3', [en, charts]);
    const chart = await screen.findByTestId('travel-time-chart');
    await waitFor(() => expect(chart.getAttribute('data-option')).toContain('"Typical"'));
    const series = (JSON.parse(chart.getAttribute('data-option') ?? '{}') as { series: Series[] }).series;
    expect(points(series.find((s) => s.name === 'Median')).map(([, v]) => v)).toEqual([200, null, null, 200]);
    expect(points(series.find((s) => s.name === 'Typical')).map(([, v]) => v)).toEqual([180, 200, 220]);
    const values = screen.getByTestId('detail-values');
    expect(within(values).getByTestId('trusted-value')).toHaveAttribute('data-low-confidence', 'true');
    expect(within(values).getByTestId('trusted-value')).toHaveTextContent('(9 samples)');
    expect(within(values).getByTestId('low-confidence')).toBeInTheDocument();
  });
});
