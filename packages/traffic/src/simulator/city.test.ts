import { describe, expect, it } from 'vitest';
import { createCity, haversineM, linkKey } from './city.ts';

describe('createCity', () => {
  const city = createCity();

  it('places at least 40 Bluetooth sensors and some radars with lanes, inside Istanbul', () => {
    const bt = city.sensors.filter((s) => s.dataSourceType === 0);
    const radar = city.sensors.filter((s) => s.dataSourceType === 3);
    expect(bt.length).toBeGreaterThanOrEqual(40);
    expect(radar.length).toBeGreaterThanOrEqual(3);
    for (const r of radar) expect(r.lanes).toBeGreaterThan(0);
    expect(new Set(city.sensors.map((s) => s.key)).size).toBe(city.sensors.length);
    for (const s of city.sensors) {
      expect(s.lng).toBeGreaterThan(28.6);
      expect(s.lng).toBeLessThan(29.2);
      expect(s.lat).toBeGreaterThan(40.95);
      expect(s.lat).toBeLessThan(41.15);
    }
    expect(city.sensors.map((s) => s.corridor)).toEqual(expect.arrayContaining(['D100', 'BRB', 'BYD', 'KND']));
  });

  it('links consecutive sensors in both directions with a length along the geometry', () => {
    const keys = new Set(city.links.map((l) => l.key));
    expect(keys.size).toBe(city.links.length);
    for (const l of city.links) {
      expect(keys.has(linkKey(l.destinationKey, l.originKey))).toBe(true);
      expect(l.geometry.length).toBeGreaterThanOrEqual(3);
      const o = city.sensors.find((s) => s.key === l.originKey)!;
      const d = city.sensors.find((s) => s.key === l.destinationKey)!;
      expect(l.geometry[0]).toEqual([o.lng, o.lat]);
      expect(l.geometry.at(-1)).toEqual([d.lng, d.lat]);
      const straight = haversineM([o.lng, o.lat], [d.lng, d.lat]);
      expect(l.lengthM).toBeGreaterThanOrEqual(Math.floor(straight) - 1);
      expect(l.lengthM).toBeGreaterThan(300);
      expect(l.lengthM).toBeLessThan(5000);
      expect(l.freeFlowKmh).toBeLessThanOrEqual(l.speedLimitKmh);
    }
    // 45 sensors on 4 corridors → 41 segments, both ways, plus the Zincirlikuyu connector both ways.
    expect(city.links.length).toBe(2 * 41 + 2);
  });

  it('builds routes as connected chains of links', () => {
    expect(city.routes.length).toBeGreaterThanOrEqual(4);
    expect(city.routes.length).toBeLessThanOrEqual(6);
    for (const r of city.routes) {
      expect(r.linkKeys.length).toBeGreaterThan(1);
      for (let i = 1; i < r.linkKeys.length; i++)
        expect(city.linkByKey.get(r.linkKeys[i])!.originKey).toBe(city.linkByKey.get(r.linkKeys[i - 1])!.destinationKey);
    }
  });

  it('has trips that turn at Zincirlikuyu between Barbaros Bulvarı and Büyükdere Caddesi, both ways, over connected links', () => {
    const turning = city.chains.filter((c) => c.links.some((l) => l.key === 'IST-BRB-04>IST-BYD-01' || l.key === 'IST-BYD-01>IST-BRB-04'));
    expect(turning).toHaveLength(2);
    for (const c of turning) {
      expect(c.weight).toBeGreaterThan(0);
      for (let i = 1; i < c.links.length; i++) expect(c.links[i].originKey).toBe(c.links[i - 1].destinationKey);
    }
  });

  it('haversineM matches a known distance (1° of latitude ≈ 111.2 km)', () => {
    expect(haversineM([29, 41], [29, 42])).toBeCloseTo(111_195, -2);
    expect(haversineM([29, 41], [29, 41])).toBe(0);
  });
});
