import { describe, expect, it } from 'vitest';
import { createCity } from './city.ts';
import { expectedSpeedKmh, incidentAt, listIncidents, speedKmhAt } from './traffic-model.ts';

// Wednesday 18 Nov 2026, Istanbul is UTC+3.
const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour - 3, 0) / 1000;

describe('traffic model', () => {
  const city = createCity();
  const inbound = city.linkByKey.get('IST-D100-15>IST-D100-16')!; // Okmeydanı → Mecidiyeköy, towards the centre
  const outbound = city.linkByKey.get('IST-D100-16>IST-D100-15')!;

  it('is at free flow at night and slower in the peaks', () => {
    expect(expectedSpeedKmh(inbound, at(18, 3))).toBe(inbound.freeFlowKmh);
    expect(expectedSpeedKmh(inbound, at(18, 8.5))).toBeLessThan(0.5 * inbound.freeFlowKmh);
    expect(expectedSpeedKmh(outbound, at(18, 18.5))).toBeLessThan(0.5 * outbound.freeFlowKmh);
  });

  it('congests inbound in the morning and outbound in the evening', () => {
    expect(expectedSpeedKmh(inbound, at(18, 8.5))).toBeLessThan(expectedSpeedKmh(outbound, at(18, 8.5)));
    expect(expectedSpeedKmh(outbound, at(18, 18.5))).toBeLessThan(expectedSpeedKmh(inbound, at(18, 18.5)));
  });

  it('has lighter traffic at the weekend', () => {
    // 21 Nov 2026 is a Saturday, 22 a Sunday.
    for (const day of [21, 22]) {
      expect(expectedSpeedKmh(inbound, at(day, 8.5))).toBeGreaterThan(expectedSpeedKmh(inbound, at(18, 8.5)));
      expect(expectedSpeedKmh(inbound, at(day, 3))).toBe(inbound.freeFlowKmh);
    }
  });

  it('raises a few incidents a week, 20–90 minutes, at 20–40 % of the speed', () => {
    const from = at(2, 0);
    const to = from + 28 * 86400;
    const incidents = listIncidents(city.links, from, to, 7);
    expect(incidents.length).toBeGreaterThanOrEqual(4);
    expect(incidents.length).toBeLessThanOrEqual(50);
    for (const inc of incidents) {
      expect(inc.endS - inc.startS).toBeGreaterThanOrEqual(20 * 60);
      expect(inc.endS - inc.startS).toBeLessThanOrEqual(90 * 60);
      expect(inc.speedFactor).toBeGreaterThanOrEqual(0.2);
      expect(inc.speedFactor).toBeLessThanOrEqual(0.4);
      const link = city.linkByKey.get(inc.linkKey)!;
      const mid = (inc.startS + inc.endS) / 2;
      expect(incidentAt(link, mid, 7)).toEqual(inc);
      expect(incidentAt(link, inc.endS, 7)).not.toEqual(inc);
      expect(speedKmhAt(link, mid, 7)).toBeCloseTo(expectedSpeedKmh(link, mid) * inc.speedFactor, 6);
    }
    // Another seed, other incidents.
    expect(listIncidents(city.links, from, to, 8)).not.toEqual(incidents);
  });
});
