import { describe, expect, it } from 'vitest';
import type { Me } from '@roadlens/contract';
import { mapSettingsOf } from './map-settings.ts';
import { DEFAULT_SPEED_COLORS } from './speed.ts';

const me = (over: { speed?: 'km__hr' | 'mi__hr'; company?: Partial<Me['company']> } = {}) =>
  ({
    measures: { distance: over.speed === 'mi__hr' ? 'mi' : 'km', speed: over.speed ?? 'km__hr' },
    company: {
      measures: { distance: 'km', speed: 'km__hr' },
      speed_colors: [],
      map_center: null,
      driving_direction: 'right',
      ...over.company,
    },
  }) as unknown as Pick<Me, 'measures' | 'company'>;

describe('the company map settings, read from the profile', () => {
  it('falls back to the default bands, km/h, no centre and right-hand traffic', () => {
    expect(mapSettingsOf(me())).toEqual({ bands: DEFAULT_SPEED_COLORS, unit: 'km__hr', center: null, drivingSide: 'right' });
    expect(mapSettingsOf(null).unit).toBe('km__hr');
  });

  it("takes the company's bands in the user's unit, its centre and its driving side", () => {
    const s = mapSettingsOf(
      me({
        speed: 'mi__hr',
        company: {
          speed_colors: [
            { upto: 16.09344, color: '#f00' },
            { upto: null, color: '#0f0' },
          ],
          map_center: { lng: 29, lat: 41, zoom: 11 },
          driving_direction: 'left',
        },
      }),
    );
    expect(s.unit).toBe('mi__hr');
    expect(s.bands[0].upto).toBeCloseTo(10, 9);
    expect(s.bands[1]).toEqual({ upto: null, color: '#0f0' });
    expect(s.center).toEqual({ lng: 29, lat: 41, zoom: 11 });
    expect(s.drivingSide).toBe('left');
  });
});
