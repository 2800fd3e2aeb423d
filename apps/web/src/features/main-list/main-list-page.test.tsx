import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import type { LinkSparkline, Route } from '@roadlens/contract/links';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import charts from '../../components/charts/locales/en.json';
import { MainListPage } from './main-list-page.tsx';

const T0 = 1_772_438_400; // a 5-minute boundary
const sparkline = (id: number, name: string, count: number): LinkSparkline => ({
  id,
  name,
  length_m: 1000,
  interval_start: T0 + 1200,
  travel_time_s: 100,
  speed_kmh: 36,
  count,
  free_flow_s: 80,
  delay_s: 20,
  // Two intervals missing between the second and the third point; the first rests on one sample, the last on `count`.
  trend: [
    { t: T0, travel_time_s: 90, speed_kmh: 40, count: 1 },
    { t: T0 + 300, travel_time_s: 95, speed_kmh: 38, count: 6 },
    { t: T0 + 1200, travel_time_s: 100, speed_kmh: 36, count },
  ],
});
const current = { interval_start: null, speed_kmh: 30, typical_s: 200, free_flow_s: 150, delay_s: 60, unusual_delay_s: 10 };
const route = (id: number, name: string, count: number, confidence: number): Route => ({
  id,
  name,
  link_ids: [1, 2],
  length_m: 2000,
  current: { ...current, travel_time_s: 210, count, confidence, coverage: 1, estimated: false, estimated_links: [] },
});

startEndpointServer(
  handle(links.sparklines, () => pageOf([sparkline(1, 'Coast road', 2), sparkline(2, 'Bridge', 12)])),
  handle(routes.list, () => pageOf([route(3, 'Airport run', 9, 0.1), route(4, 'Ring', 12, 1)])),
);

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

describe('main list', () => {
  it('marks link values on too few samples, keeps the count at hand and breaks the trend at missing intervals', async () => {
    await renderRoutes([{ path: '/dashboard/main/list', element: signedIn(<MainListPage />) }], '/dashboard/main/list', [en, charts]);
    await screen.findByText('Coast road');
    const sparse = within(rowOf('Coast road')).getAllByTestId('trusted-value');
    expect(sparse.length).toBe(3);
    for (const v of sparse) {
      expect(v).toHaveAttribute('data-low-confidence', 'true');
      expect(v).toHaveAttribute('data-samples', '2');
    }
    expect(sparse[0]).toHaveAccessibleName(/Low confidence, 2 samples/);
    const full = within(rowOf('Bridge')).getAllByTestId('trusted-value');
    expect(full.every((v) => !v.hasAttribute('data-low-confidence'))).toBe(true);
    expect(full[0]).toHaveAccessibleName(/12 samples/);
    // Two missing intervals: two nulls, so the line is drawn in two pieces; the points on 1 and 2 samples are grey.
    const spark = within(rowOf('Coast road')).getByTestId('sparkline');
    expect(spark).toHaveAttribute('data-gaps', '2');
    expect(spark.querySelectorAll('path')).toHaveLength(2);
    expect(spark).toHaveAttribute('data-low-points', '2');
    expect(within(rowOf('Bridge')).getByTestId('sparkline')).toHaveAttribute('data-low-points', '1');
  });

  it("marks a route's total by its weakest link's confidence", async () => {
    await renderRoutes([{ path: '/dashboard/main/list', element: signedIn(<MainListPage />) }], '/dashboard/main/list?kind=routes', [
      en,
      charts,
    ]);
    await screen.findByText('Airport run');
    const weak = within(rowOf('Airport run')).getAllByTestId('trusted-value');
    expect(weak.map((v) => v.getAttribute('data-low-confidence'))).toEqual(['true', 'true']);
    const strong = within(rowOf('Ring')).getAllByTestId('trusted-value');
    expect(strong.some((v) => v.hasAttribute('data-low-confidence'))).toBe(false);
  });
});
