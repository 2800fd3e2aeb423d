import { describe, expect, it } from 'vitest';
import { decodeMapSensors } from './map-sensors.ts';

describe('the map’s sensors', () => {
  it('turn the answer’s parallel arrays into one record per sensor', () => {
    expect(
      decodeMapSensors({
        ids: [4, 9],
        names: ['Gate', 'Bridge'],
        serials: ['S-4', 'S-9'],
        lngs: [29.1, 28.9],
        lats: [41.1, 40.9],
        last_seen: ['2026-11-25T08:00:00.000Z', null],
      }),
    ).toEqual([
      { id: 4, name: 'Gate', serial: 'S-4', lng: 29.1, lat: 41.1, last_seen: '2026-11-25T08:00:00.000Z' },
      { id: 9, name: 'Bridge', serial: 'S-9', lng: 28.9, lat: 40.9, last_seen: null },
    ]);
  });
});
