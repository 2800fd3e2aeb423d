import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Link } from '@roadlens/contract/links';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { signedIn } from '../../../testing/test-session.tsx';
import { testLink } from '../../../testing/link-fixture.ts';
import en from '../locales/en.json';
import charts from '../../../components/charts/locales/en.json';
import { LinkPopupContent } from './link-popup-content.tsx';

const link = (count: number, confidence: number): Link => testLink({ current: { ...testLink().current!, count, confidence } });

const show = (l: Link) => renderRoutes([{ path: '/', element: signedIn(<LinkPopupContent link={l} unit="km__hr" />) }], '/', [en, charts]);

describe('map link popup', () => {
  it('greys the measured values of an interval on too few samples and says so', async () => {
    await show(link(2, 0.2));
    const popup = await screen.findByTestId('link-popup');
    expect(within(popup).getByTestId('low-confidence')).toHaveTextContent('Low confidence');
    const measured = within(popup).getAllByTestId('trusted-value');
    // Travel time, speed and both delays rest on the interval's samples; typical and free flow do not.
    expect(measured).toHaveLength(4);
    for (const v of measured) expect(v).toHaveAttribute('data-low-confidence', 'true');
    expect(measured[0]).toHaveAccessibleName(/2 samples/);
  });

  it('shows a well-sampled value plainly, with its count at hand', async () => {
    await show(link(12, 1));
    const popup = await screen.findByTestId('link-popup');
    expect(within(popup).queryByTestId('low-confidence')).toBeNull();
    const measured = within(popup).getAllByTestId('trusted-value');
    expect(measured.some((v) => v.hasAttribute('data-low-confidence'))).toBe(false);
    expect(measured[0]).toHaveAccessibleName(/12 samples/);
  });
});
