import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Link, LinkCreate } from '@roadlens/contract/links';
import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import en from './locales/en.json';
import { LinkFormPage } from './link-form-page.tsx';
import { LinkListPage } from './link-list-page.tsx';

const linkFixture = (over: Partial<Link> = {}): Link => ({
  id: 7,
  name: 'Coast road',
  origin_device_id: null,
  destination_device_id: null,
  provider_segment: 'SEG-7',
  length_m: 1200,
  geometry: null,
  free_flow_s: 60,
  max_travel_time_s: 1800,
  match_time: 'first',
  filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
  current: {
    interval_start: null,
    travel_time_s: null,
    speed_kmh: null,
    count: 0,
    typical_s: null,
    free_flow_s: 60,
    delay_s: null,
    unusual_delay_s: null,
    confidence: 0,
  },
  ...over,
});

let stored: Link[] = [];

startEndpointServer(
  handle(links.list, () => pageOf(stored)),
  handle(links.get, ({ params }) => stored.find((l) => l.id === Number(params.id))!),
  handle(links.patch, ({ params, body }) => {
    const i = stored.findIndex((l) => l.id === Number(params.id));
    stored[i] = { ...stored[i], ...(body as Partial<LinkCreate>) } as Link;
    return stored[i];
  }),
  handle(devices.list, () => pageOf([])),
);

describe('link form', () => {
  it('saves a renamed link, and the link list shows the new name', async () => {
    stored = [linkFixture()];
    const user = userEvent.setup();
    // Data never goes stale by itself here: the list shows the new name only if saving invalidated it.
    const { router } = await renderRoutes(
      [
        { path: '/dashboard/links', element: <LinkListPage /> },
        { path: '/dashboard/links/:id/edit', element: <LinkFormPage /> },
        { path: '/dashboard/links/:id', element: <LinkListPage /> },
      ],
      '/dashboard/links',
      [en],
      { staleTime: Infinity },
    );
    expect(await screen.findByText('Coast road')).toBeInTheDocument();

    await router.navigate('/dashboard/links/7/edit');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Coast road east');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/links/7'));
    expect(await screen.findByText('Coast road east')).toBeInTheDocument();
    expect(stored[0].name).toBe('Coast road east');
  });
});
