import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsightMetrics, InsightProfilePoint, InsightResult } from '@roadlens/contract/insight';
import { renderPage } from '../../../testing/render-page.tsx';
import { signedIn } from '../../../testing/test-session.tsx';
import en from '../locales/en.json';
import { ProfileChart } from './profile-chart.tsx';

vi.mock('../../../components/charts/echart.tsx', () => ({ EChart: () => null }));

/** Every hour of every weekday, with trips only on the days given. */
const profile = (daysWithTrips: number[]): InsightProfilePoint[] =>
  [1, 2, 3, 4, 5, 6, 7].flatMap((day) =>
    Array.from({ length: 24 }, (_, hour) => {
      const trips = daysWithTrips.includes(day) && hour >= 22 ? 3 : 0;
      return {
        day,
        hour,
        travel_time_s: trips ? 120 : null,
        samples: trips,
        low_confidence: trips < 5,
        typical_s: 110,
        typical_samples: 20,
      };
    }),
  );

const result = (daysWithTrips: number[]): InsightResult => ({
  time_zone: 'Europe/Istanbul',
  periods: [{ from: '2026-11-27', to: '2026-11-28' }],
  items: [
    {
      kind: 'link',
      id: 1,
      name: 'Coast road',
      length_m: 1000,
      periods: [{ metrics: {} as InsightMetrics, profile: profile(daysWithTrips) }],
    },
  ],
});

const pressed = (day: number) => screen.getByTestId(`insight-profile-day-${day}`).getAttribute('aria-pressed');

describe('ProfileChart', () => {
  it('opens on the first weekday the period has trips on, then keeps the day picked', async () => {
    await renderPage('/p', signedIn(<ProfileChart result={result([5, 6])} />), '/p', en);
    expect([1, 2, 3, 4, 5, 6, 7].map(pressed)).toEqual(['false', 'false', 'false', 'false', 'true', 'false', 'false']);
    await userEvent.setup().click(screen.getByTestId('insight-profile-day-6'));
    expect(pressed(6)).toBe('true');
    expect(pressed(5)).toBe('false');
  });

  it('opens on Monday when the period has no trips at all', async () => {
    await renderPage('/p', signedIn(<ProfileChart result={result([])} />), '/p', en);
    expect(pressed(1)).toBe('true');
  });
});
