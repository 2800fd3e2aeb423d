import { describe, expect, it } from 'vitest';
import { bandsInUnit, NO_DATA_COLOR, speedColor, toSpeedUnit } from './speed.ts';

const bands = [
  { upto: null, color: 'green' },
  { upto: 20, color: 'red' },
  { upto: 50, color: 'orange' },
];

describe('speed colours', () => {
  it('picks the first band the speed does not exceed, whatever the stored order', () => {
    expect(speedColor(5, bands)).toBe('red');
    expect(speedColor(20, bands)).toBe('red');
    expect(speedColor(20.5, bands)).toBe('orange');
    expect(speedColor(50, bands)).toBe('orange');
    expect(speedColor(90, bands)).toBe('green');
  });
  it('greys out links without a value', () => {
    expect(speedColor(null, bands)).toBe(NO_DATA_COLOR);
    expect(speedColor(undefined, [])).toBe(NO_DATA_COLOR);
  });
  it('converts to mph for mile companies', () => {
    expect(toSpeedUnit(100, 'mi__hr')).toBeCloseTo(62.137, 2);
    expect(toSpeedUnit(100, 'km__hr')).toBe(100);
  });

  it('keeps every colour when the company switches to mph (bands are stored in km/h)', () => {
    const inMph = bandsInUnit(bands, 'mi__hr');
    expect(inMph.find((b) => b.color === 'red')!.upto).toBeCloseTo(12.43, 2);
    for (const kmh of [5, 19.9, 20, 21, 49, 50, 51, 120])
      expect(speedColor(toSpeedUnit(kmh, 'mi__hr'), inMph), `${kmh} km/h`).toBe(speedColor(kmh, bands));
  });
});
