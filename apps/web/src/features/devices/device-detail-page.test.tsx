import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { devices } from '@roadlens/contract/endpoints/devices';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import en from './locales/en.json';
import listEn from './list/locales/en.json';
import { DeviceDetailPage } from './device-detail-page.tsx';
import { deviceFixture } from '../../testing/device-fixture.ts';

const device = deviceFixture({
  id: 4,
  serial: 'SN-0004',
  name: 'Ferry pier',
  last_seen: '2026-11-24T07:55:00.000Z',
  detection_rate: 42,
  voltage: 12.45,
});

// The fixed paths first: `/api/map/devices/details/` would otherwise match the `:id` of a single device.
startEndpointServer(
  handle(devices.details, () => [
    {
      id: 4,
      serial: 'SN-0004',
      first: 1_763_000_000,
      last: 1_763_900_000,
      no_data_days: [],
      radar_data_time_range: { first: null, last: null },
    },
  ]),
  handle(devices.detectionCounts, () => []),
  handle(devices.logsDetail, () => pageOf([])),
  handle(devices.get, ({ params }) => (Number(params.id) === device.id ? device : Promise.reject(new Error('unknown device')))),
);

describe('sensor detail', () => {
  it("shows the contract's device fields: name, serial, mode, position, health and time zone", async () => {
    await renderPage('/dashboard/devices/:id', <DeviceDetailPage />, '/dashboard/devices/4', en, listEn);
    expect(await screen.findByRole('heading', { name: /Ferry pier/ })).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'th' }).nextElementSibling!;
    expect(row('Serial')).toHaveTextContent('SN-0004');
    expect(row('Mode')).toHaveTextContent('Live');
    expect(row('Position')).toHaveTextContent('41.05; 29.01');
    expect(row('Detections / h')).toHaveTextContent('42');
    expect(row('Voltage')).toHaveTextContent('12.45 V');
    expect(row('Temperature')).toHaveTextContent('21.5 °C');
    expect(row('Time zone')).toHaveTextContent('Europe/Istanbul');
  });
});
