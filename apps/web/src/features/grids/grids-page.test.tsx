import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devices } from '@roadlens/contract/endpoints/devices';
import { grids } from '@roadlens/contract/endpoints/grids';
import type { Grid, GridCreate } from '@roadlens/contract/grids';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { GridsPage } from './grids-page.tsx';
import { gridFixture, mapConfigHandler, odFixture, sensor, summaryFixture } from './testing/grids.fixture.ts';

let stored: Grid[] = [];
let created: GridCreate | null = null;
const sensors = [sensor(1, 'Bridge north'), sensor(2, 'Quay'), sensor(3, '<img src=x onerror=alert(1)>')];

startEndpointServer(
  mapConfigHandler,
  handle(devices.list, () => pageOf(sensors)),
  handle(grids.list, () => stored),
  handle(grids.get, ({ params }) => stored.find((g) => g.id === Number(params.id)) ?? new Response(null, { status: 404 })),
  handle(grids.summary, ({ params }) => summaryFixture(stored.find((g) => g.id === Number(params.id))!)),
  handle(grids.od, ({ params, query }) =>
    odFixture(
      stored.find((g) => g.id === Number(params.id))!,
      query,
    ),
  ),
  handle(grids.create, ({ body }) => {
    created = body as GridCreate;
    const grid: Grid = {
      id: 9,
      name: created.name,
      created_at: '2026-03-08T00:00:00.000Z',
      zones: created.zones.map((z, i) => ({
        id: 90 + i,
        position: i,
        name: z.name,
        kind: z.kind,
        polygon: null,
        devices: (z.device_ids ?? []).map((id) => ({ id, name: sensors.find((s) => s.id === id)!.name })),
        centroid: null,
      })),
    };
    stored = [...stored, grid];
    return grid;
  }),
);

const VIEW = ['Platform|view_grids', 'Platform|view_devices'];
const render = (path: string, permissions: string[]) =>
  renderRoutes([{ path: '/dashboard/grids', element: signedIn(<GridsPage />, permissions) }], path, [en]);

describe('grids page', () => {
  it('lists grids and shows a zone’s health and travel times, read-only without the change permission', async () => {
    stored = [gridFixture(), gridFixture({ id: 4, name: 'Ring road' })];
    const user = userEvent.setup();
    await render('/dashboard/grids', VIEW);
    expect(await screen.findAllByTestId('grid-row')).toHaveLength(2);
    expect(screen.queryByTestId('grid-new')).toBeNull();

    await user.click(screen.getByText('City centre'));
    const cards = await screen.findAllByTestId('zone-summary');
    expect(cards).toHaveLength(2);
    const oldTown = within(cards[0]);
    expect(oldTown.getByText('Old town')).toBeInTheDocument();
    expect(oldTown.getByTestId('health-online')).toHaveTextContent('2 online');
    expect(oldTown.getByTestId('health-silent')).toHaveTextContent('1 silent');
    expect(oldTown.getByTestId('health-offline')).toHaveTextContent('0 offline');
    expect(oldTown.getByTestId('zone-travel')).toHaveTextContent('42 trips on links inside the zone; median travel time 1.25×');
    expect(oldTown.getByText('Coast road')).toBeInTheDocument();
    expect(oldTown.getByText('4 min 10 s')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('zone-travel')).toHaveTextContent('No trips');
    // The period the server resolved is shown in the date fields.
    expect(screen.getByTestId('period-from')).toHaveValue('2026-03-01');
    expect(screen.queryByTestId('grid-edit')).toBeNull();
    expect(screen.queryByTestId('grid-delete')).toBeNull();
  });

  it('builds a grid from two groups of sensors and opens it', async () => {
    stored = [];
    created = null;
    const user = userEvent.setup();
    const { router } = await render('/dashboard/grids', [...VIEW, 'Platform|change_grids']);
    await user.click(await screen.findByTestId('grid-new'));
    await user.type(screen.getByTestId('grid-name'), 'Harbour study');

    const addGroup = async (name: string, pick: string[]) => {
      await user.click(screen.getByTestId('zone-from-sensors'));
      const panel = await screen.findByTestId('pick-panel');
      const nameField = within(panel).getByTestId('pick-name');
      await user.clear(nameField);
      await user.type(nameField, name);
      for (const s of pick) {
        await user.click(within(panel).getByTestId('pick-sensors'));
        await user.click(await screen.findByRole('option', { name: new RegExp(s.replace(/[<>()=]/g, '.')) }));
      }
      await user.click(within(panel).getByTestId('pick-finish'));
    };
    await addGroup('Gate', ['Bridge north', 'Quay']);
    // A sensor already in a group is not offered for the next one.
    await user.click(screen.getByTestId('zone-from-sensors'));
    await user.click(within(await screen.findByTestId('pick-panel')).getByTestId('pick-sensors'));
    expect(await screen.findByRole('option', { name: /Quay/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(screen.getByTestId('pick-panel')).getByRole('button', { name: 'Cancel' }));
    await addGroup('Market', ['<img']);

    expect(screen.getAllByTestId('zone-row')).toHaveLength(2);
    // Sensor names are text, never markup.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.click(screen.getByTestId('grid-save'));

    await waitFor(() => expect(router.state.location.search).toBe('?grid=9'));
    expect(created).toEqual({
      name: 'Harbour study',
      zones: [
        { name: 'Gate', kind: 'sensors', device_ids: [1, 2] },
        { name: 'Market', kind: 'sensors', device_ids: [3] },
      ],
    });
    expect(await screen.findByTestId('grid-title')).toHaveTextContent('Harbour study');
    expect(screen.getByTestId('grid-edit')).toBeInTheDocument();
  });

  it('refuses to save a grid with one zone, before sending', async () => {
    stored = [];
    created = null;
    const user = userEvent.setup();
    await render('/dashboard/grids?new=1', [...VIEW, 'Platform|change_grids']);
    await user.type(await screen.findByTestId('grid-name'), 'Too small');
    await user.click(screen.getByTestId('grid-save'));
    expect(await screen.findByTestId('grid-errors')).toHaveTextContent('A grid needs at least two zones.');
    expect(created).toBeNull();
  });
});
