import { describe, expect, it } from 'vitest';
import { createCity } from './city.ts';
import { LOW_VOLTAGE_V, simulateHeartbeats } from './health.ts';

const city = createCity();
const monday = Date.parse('2026-11-23T00:00:00Z') / 1000;

describe('simulateHeartbeats', () => {
  it('gives one heartbeat per sensor per minute, aligned, and windows agree', () => {
    const hour = simulateHeartbeats(city, monday, monday + 3600, 7);
    expect(hour).toHaveLength(60 * city.sensors.length);
    expect(hour.every((h) => h.time % 60 === 0)).toBe(true);
    const halves = [...simulateHeartbeats(city, monday, monday + 1800, 7), ...simulateHeartbeats(city, monday + 1800, monday + 3600, 7)];
    expect(halves).toEqual(hour);
  });

  it('charges by day, runs warmer in the afternoon, and warns only below the low-voltage level', () => {
    // Istanbul is UTC+3: 01:00 UTC is 04:00 local (night), 12:00 UTC is 15:00 local.
    const night = simulateHeartbeats(city, monday + 3600, monday + 3660, 7);
    const day = simulateHeartbeats(city, monday + 12 * 3600, monday + 12 * 3600 + 60, 7);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(day.map((h) => h.voltage))).toBeGreaterThan(avg(night.map((h) => h.voltage)) + 1);
    expect(avg(day.map((h) => h.temperature))).toBeGreaterThan(avg(night.map((h) => h.temperature)) + 10);
    for (const h of [...night, ...day]) expect(h.level === 'warning').toBe(h.voltage < LOW_VOLTAGE_V);
    expect(night.some((h) => h.level === 'warning')).toBe(true);
  });
});
