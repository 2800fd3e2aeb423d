import type { Device } from '@roadlens/contract/devices';

/** A sensor as the contract describes it. */
export const deviceFixture = (over: Partial<Device> = {}): Device => ({
  id: 1,
  serial: 'SN-0001',
  name: 'Bridge north',
  data_source_type: 0,
  lat: 41.05,
  lng: 29.01,
  direction: 'north',
  config: {},
  commands: [],
  mode: 0,
  schedule_status: '0',
  credit: -1,
  processing_status: 'idle',
  time_zone: 'Europe/Istanbul',
  last_seen: null,
  detection_rate: null,
  voltage: 12.4,
  temperature: 21.5,
  created_at: '2026-01-01T00:00:00.000Z',
  task_counts: null,
  ...over,
});
