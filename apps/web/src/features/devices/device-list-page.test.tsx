import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device } from '@roadlens/contract/devices';
import { devices } from '@roadlens/contract/endpoints/devices';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import en from './locales/en.json';
import listEn from './list/locales/en.json';
import { DeviceListPage } from './device-list-page.tsx';
import { deviceFixture } from '../../testing/device-fixture.ts';
import { signedIn } from '../../testing/test-session.tsx';

const stored: Device[] = [];

startEndpointServer(
  handle(devices.list, () => pageOf(stored)),
  handle(devices.add, ({ query, body }) => {
    const device = deviceFixture({
      id: stored.length + 1,
      serial: query.get('s')!,
      name: (body as { name?: string }).name ?? query.get('s')!,
    });
    stored.push(device);
    return device;
  }),
);

describe('sensor list', () => {
  it('shows the sensor added with "Add sensor" without a reload', async () => {
    stored.splice(0, stored.length, deviceFixture());
    const user = userEvent.setup();
    await renderPage('/dashboard/devices', signedIn(<DeviceListPage />, ['Platform|change_devices']), '/dashboard/devices', en, listEn);
    expect(await screen.findByText('Bridge north')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add sensor' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Serial' }), 'SN-0002');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harbour gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('Harbour gate')).toBeInTheDocument());
    expect(stored.map((d) => d.serial)).toEqual(['SN-0001', 'SN-0002']);
  });

  it('offers no "Add sensor" to a user who may only view sensors', async () => {
    stored.splice(0, stored.length, deviceFixture());
    await renderPage('/dashboard/devices', signedIn(<DeviceListPage />, ['Platform|view_devices']), '/dashboard/devices', en, listEn);
    expect(await screen.findByText('Bridge north')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sensor' })).toBeNull();
  });
});
