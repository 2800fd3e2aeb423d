import { describe, expect, it } from 'vitest';
import { BERLIN_NETWORK, createSmallNetwork, LONDON_PROVIDER_NETWORK } from './small-network.ts';
import { simulateWindow } from './generate.ts';

describe('small simulated networks', () => {
  for (const def of [BERLIN_NETWORK, LONDON_PROVIDER_NETWORK]) {
    it(`${def.prefix}: unique sensors and link names, links both ways, routes on known links, trips on every sensor`, () => {
      const city = createSmallNetwork(def);
      const sites = def.corridors.reduce((n, c) => n + c.sites.length, 0);
      expect(new Set(city.sensors.map((s) => s.key)).size).toBe(sites);
      expect(city.links).toHaveLength(2 * (sites - def.corridors.length));
      // Provisioning maps links back by name: each directional link's name is its own.
      expect(new Set(city.links.map((l) => l.name)).size).toBe(city.links.length);
      for (const r of city.routes) for (const k of r.linkKeys) expect(city.linkByKey.has(k)).toBe(true);
      for (const l of city.links) expect(l.lengthM).toBeGreaterThan(300);
      // A weekday morning hour in the network's zone.
      const w = simulateWindow(city, 1795507200, 1795510800, 1, { vehiclesPerHourPeak: 3000, timeZone: def.timeZone });
      expect([...w.bySensor.keys()].sort()).toEqual(city.sensors.map((s) => s.key).sort());
    });
  }
});
