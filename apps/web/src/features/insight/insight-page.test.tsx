import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insight } from '@roadlens/contract/endpoints/insight';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import type { InsightQuery, InsightResult } from '@roadlens/contract/insight';
import type { Link, Route } from '@roadlens/contract/links';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import { testLink } from '../../testing/link-fixture.ts';
import en from './locales/en.json';
import { InsightPage } from './insight-page.tsx';

// The chart draws on a canvas, which the test DOM does not have; the figures it shows come from the same result.
vi.mock('../../components/charts/echart.tsx', () => ({ EChart: () => null }));

const link = (id: number, name: string): Link => testLink({ id, name, filter: { sigma: 2, b_value: 0.5, trend_threshold: 10 } });
const route = (id: number, name: string): Route => ({ id, name, link_ids: [1, 4], length_m: 2000 });

const metrics = {
  intervals: 0,
  samples: 0,
  raw_samples: 0,
  rejected_share: null,
  low_confidence: true,
  free_flow_s: 60,
  travel_time_s: null,
  speed_kmh: null,
  tti: null,
  pti: null,
  buffer_index: null,
  lottr: null,
};

/** Every analysis the page asked for, in order. */
let asked: InsightQuery[] = [];

startEndpointServer(
  handle(links.list, () => pageOf([link(1, 'Coast road'), link(4, 'Bridge')])),
  handle(routes.list, () => pageOf([route(2, 'Airport run')])),
  handle(insight.analyse, ({ body }): InsightResult => {
    const q = body as InsightQuery;
    asked.push(q);
    return {
      time_zone: 'UTC',
      periods: q.periods,
      items: q.items.map((it) => ({
        ...it,
        name: it.kind === 'link' ? 'Coast road' : 'Airport run',
        length_m: 1000,
        periods: q.periods.map(() => ({ metrics, profile: [] })),
      })),
    };
  }),
);

const render = (path: string) => renderRoutes([{ path: '/dashboard/insight', element: signedIn(<InsightPage />) }], path, [en]);
const pressed = (day: number) => screen.getByTestId(`insight-day-${day}`).getAttribute('aria-pressed');

describe('insight page', () => {
  it('restores every choice from the address and runs the analysis it names', async () => {
    asked = [];
    await render(
      '/dashboard/insight?items=l1,r2&from=2026-03-02&to=2026-03-08&compare_from=2026-02-23&compare_to=2026-03-01&days=1,3&hours=7-9&peaks=am&run=1',
    );
    // The chosen objects, named from the lists.
    expect(await screen.findByText('Link: Coast road')).toBeInTheDocument();
    expect(screen.getByText('Route: Airport run')).toBeInTheDocument();
    expect(screen.getByTestId('insight-from')).toHaveValue('2026-03-02');
    expect(screen.getByTestId('insight-to')).toHaveValue('2026-03-08');
    expect(within(screen.getByTestId('insight-compare')).getByRole('switch')).toBeChecked();
    expect(screen.getByTestId('insight-from-b')).toHaveValue('2026-02-23');
    expect(screen.getByTestId('insight-to-b')).toHaveValue('2026-03-01');
    expect([1, 2, 3, 4, 5, 6, 7].map(pressed)).toEqual(['true', 'false', 'true', 'false', 'false', 'false', 'false']);
    expect(screen.getByText('07:00')).toBeInTheDocument();
    expect(screen.getByText('09:00')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /AM peak/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /PM peak/ })).not.toBeChecked();
    // The analysis of exactly these choices was run on opening.
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({
      items: [
        { kind: 'link', id: 1 },
        { kind: 'route', id: 2 },
      ],
      periods: [
        { from: '2026-03-02', to: '2026-03-08' },
        { from: '2026-02-23', to: '2026-03-01' },
      ],
      time_set: { days: [1, 3], hours: [7, 8, 9], peaks: ['am'] },
    });
    expect(await screen.findByText(/dates and hours in UTC/)).toBeInTheDocument();
  });

  it('writes each changed choice into the address, and marks it analysed on Analyse', async () => {
    asked = [];
    const user = userEvent.setup();
    const { router } = await render('/dashboard/insight?from=2026-03-02&to=2026-03-08');
    const search = () => new URLSearchParams(router.state.location.search);
    expect(screen.getByTestId('insight-from')).toHaveValue('2026-03-02');
    expect(screen.getByTestId('insight-run')).toBeEnabled();
    // No analysis until asked for.
    expect(asked).toHaveLength(0);

    await user.click(screen.getByTestId('insight-items'));
    await user.click(await screen.findByRole('option', { name: 'Bridge' }));
    await waitFor(() => expect(search().get('items')).toBe('l4'));

    await user.click(screen.getByTestId('insight-day-6'));
    await waitFor(() => expect(search().get('days')).toBe('1,2,3,4,5,6'));
    await user.click(screen.getByTestId('insight-peak-pm'));
    await waitFor(() => expect(search().get('peaks')).toBe('pm'));
    await user.click(within(screen.getByTestId('insight-compare')).getByRole('switch'));
    await waitFor(() => expect(search().get('compare_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(search().get('run')).toBeNull();

    await user.click(screen.getByTestId('insight-run'));
    await waitFor(() => expect(search().get('run')).toBe('1'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].items).toEqual([{ kind: 'link', id: 4 }]);
    expect(asked[0].time_set.days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(search().get('from')).toBe('2026-03-02');

    // Two clicks before the page renders the first: both count (on a weekend, a lost Saturday emptied the analysis).
    act(() => {
      fireEvent.click(screen.getByTestId('insight-day-7'));
      fireEvent.click(screen.getByTestId('insight-day-1'));
      fireEvent.click(screen.getByTestId('insight-peak-am'));
      fireEvent.click(screen.getByTestId('insight-peak-pm'));
    });
    await waitFor(() => expect(search().get('days')).toBe('2,3,4,5,6,7'));
    await waitFor(() => expect(search().get('peaks')).toBe('am'));

    // A later change is not the analysed view any more: the address loses `run`, the results stay.
    await user.click(screen.getByTestId('insight-day-6'));
    await waitFor(() => expect(search().get('days')).toBe('2,3,4,5,7'));
    expect(search().get('run')).toBeNull();
    expect(screen.getByText(/dates and hours in UTC/)).toBeInTheDocument();
  });
});
