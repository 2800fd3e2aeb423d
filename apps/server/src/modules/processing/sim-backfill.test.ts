import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVAL_S } from '@roadlens/traffic';
import { createCity } from '@roadlens/traffic/simulator/index';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backfillCity, uncovered, type BackfillSpan } from './sim-backfill.ts';

describe('uncovered', () => {
  it('leaves the parts of a range that no done range covers', () => {
    expect(uncovered(0, 100, [])).toEqual([{ from: 0, to: 100 }]);
    expect(uncovered(0, 100, [{ from: 40, to: 60 }])).toEqual([
      { from: 0, to: 40 },
      { from: 60, to: 100 },
    ]);
    expect(uncovered(0, 100, [{ from: 50, to: 200 }])).toEqual([{ from: 0, to: 50 }]);
    expect(uncovered(0, 100, [{ from: -10, to: 100 }])).toEqual([]);
    expect(uncovered(0, 100, [{ from: 100, to: 200 }])).toEqual([{ from: 0, to: 100 }]);
  });
});

describe('backfilling the last hours first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The Demo City's history over `spans`, from empty tables; the trips each link matched. */
  async function backfill(spans: BackfillSpan[]) {
    const demo = t.ids.companies.demo;
    await t.db.exec('DELETE FROM matches; DELETE FROM intervals; DELETE FROM detections');
    const { rows: devs } = await t.db.query<{ id: number; serial: string }>(
      'SELECT id, serial FROM devices WHERE company_id = $1 AND deleted_at IS NULL',
      [demo],
    );
    const input = { companyId: demo, city: createCity(), deviceOf: new Map(devs.map((d) => [d.serial, d.id])), seed: 7 };
    const made = await backfillCity(t.app, { ...input, spans, vehiclesPerHourPeak: 30_000, stopped: () => false });
    // Every detection made went in once, whatever size the COPYs were cut to.
    const { rows: stored } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections');
    expect(stored[0]!.n).toBe(made.detections);
    const { rows } = await t.db.query<{ k: string }>(
      `SELECT link_id || ' ' || fingerprint || ' ' || extract(epoch FROM departure) || ' ' || extract(epoch FROM arrival) AS k
         FROM matches WHERE mode = 0 AND arrival >= to_timestamp($1) AND arrival < to_timestamp($2) ORDER BY 1`,
      [spans.reduce((a, s) => Math.min(a, s.from), Infinity), seamless.to],
    );
    return rows.map((r) => r.k);
  }
  const now = Math.floor(Date.now() / 1000);
  const seamless = { from: now - 3 * 3600, to: Math.floor(now / INTERVAL_S) * INTERVAL_S - INTERVAL_S };
  const seam = Math.floor((now - 3600) / INTERVAL_S) * INTERVAL_S;

  it('matches the same trips as one pass, those that cross the seam included', async () => {
    const whole = await backfill([seamless]);
    const split = await backfill([
      { from: seam, to: seamless.to },
      { from: seamless.from, to: seam },
    ]);
    expect(whole.length).toBeGreaterThan(100);
    // Trips that left before the seam and arrived after it: matched only if their departures went in with the last hours.
    const crossing = (keys: string[]) =>
      keys.filter((k) => {
        const [, , departure, arrival] = k.split(' ').map(Number);
        return departure < seam && arrival >= seam;
      });
    expect(crossing(whole).length).toBeGreaterThan(0);
    expect(split).toEqual(whole);
  }, 240_000);
});
