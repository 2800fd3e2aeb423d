import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { links } from '@roadlens/contract/endpoints/links';
import { handle, startEndpointServer } from '../../../testing/endpoint-server.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { signedIn } from '../../../testing/test-session.tsx';
import { testLink } from '../../../testing/link-fixture.ts';
import en from '../locales/en.json';
import charts from '../../../components/charts/locales/en.json';
import { LinkPopup } from './link-popup.tsx';

const link = testLink();
const asked: string[] = [];
startEndpointServer(
  handle(links.get, ({ params }) => {
    asked.push(params.id);
    return link;
  }),
);

const show = (at: Parameters<typeof LinkPopup>[0]['at']) =>
  renderRoutes([{ path: '/', element: signedIn(<LinkPopup id={5} name="Harbour link" unit="km__hr" at={at} />) }], '/', [en, charts]);
const speedRow = (popup: HTMLElement) => within(popup).getByText('Speed').closest('tr')!;

describe('the popup of a drawn link', () => {
  it('asks for the link’s current values and shows them', async () => {
    await show(null);
    const popup = await screen.findByTestId('link-popup');
    expect(asked).toContain('5');
    expect(speedRow(popup)).toHaveTextContent('40 km/h');
    expect(popup).toHaveTextContent('Harbour link');
  });

  it('shows the values of the replayed interval during a replay', async () => {
    const at = {
      interval_start: '2026-03-01T08:00:00Z',
      results: [{ link_id: 5, interval_start: '2026-03-01T08:00:00Z', travel_time_s: 120, speed_kmh: 30, count: 4 }],
    };
    await show(at);
    const popup = await screen.findByTestId('link-popup');
    expect(speedRow(popup)).toHaveTextContent('30 km/h');
  });
});
