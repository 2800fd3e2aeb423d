import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grid } from '@roadlens/contract/grids';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { odTrips, type DeviceZones, type OdRow, type Period } from './od.queries.ts';
import { keptOdTrips, refreshGrid } from './kept-trips.ts';
import type { Pace } from './pace.ts';
import { localToday } from './od.ts';

// The trips kept ahead of time must give exactly the rows of the statement over raw detections
// (odTrips, the reference), whatever order detections arrive in and whenever they are kept.

let t: TestApp;
let company: number;
let gridId: number;
let ids: number[] = [];
let zoneIds: number[] = [];
/** Which zone (index into zoneIds) each of the first twelve sensors is in; the last two are outside the grid. */
let zoneOf = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3];
const NOW = Math.floor(Date.now() / 1000);
const H = 3600;

const dz = (): DeviceZones => ({ devices: ids.slice(0, 12), zones: zoneOf.map((z) => zoneIds[z]!) });
const grid = (): Grid =>
  ({
    id: gridId,
    name: 'kept',
    created_at: '',
    zones: zoneIds.map((id, z) => ({ id, devices: ids.slice(0, 12).flatMap((d, i) => (zoneOf[i] === z ? [{ id: d, name: '' }] : [])) })),
  }) as unknown as Grid;
const sorted = (rows: OdRow[]) => [...rows].sort((a, b) => a.origin - b.origin || a.destination - b.destination);
/** Steps until the grid's trips are complete; answers how many it took. */
const refresh = async (pace?: Partial<Pace>) => {
  let steps = 1;
  while (steps < 250 && (await refreshGrid(t.db, grid(), pace)).more) steps++;
  return steps;
};

/**
 * Vehicles two to a fingerprint (some differing only in case), seen 2–12 times at pseudo-random
 * sensors (two outside the grid), at times shuffled within [from, from + span) plus steps of up to
 * `stepMin` minutes, some at the same instant.
 */
const addDetections = (seed: number, vehicles: number, from: number, span: number, stepMin: number) =>
  t.db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time)
     SELECT ($1::int[])[1 + (v * 7 + k * 5 + (v * k + $4) % 3) % 14],
            CASE WHEN v % 6 = 0 THEN 'FP-' ELSE 'fp-' END || (v / 2),
            to_timestamp($2 + (v * 2741 + $4 * 97) % $3 + k * (1 + (v * 31 + k * 17 + $4) % $6) * 60
                         + CASE WHEN k % 4 = 3 THEN -((v + k) % 2) * 60 ELSE 0 END)
       FROM generate_series(1, $5) v CROSS JOIN LATERAL generate_series(0, 1 + (v + $4) % 11) k`,
    [ids, from, span, seed, vehicles, stepMin],
  );

const DAY_MS = 86_400_000;
const dayBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** Periods in time zones with whole, half and three-quarter hour offsets, several hours and longest trips. */
function periods(): Array<[Period, number]> {
  const out: Array<[Period, number]> = [];
  const zones = ['Europe/Istanbul', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu'];
  zones.forEach((timeZone, i) => {
    const today = localToday(timeZone);
    const shapes: Array<[string, string, number, number, number]> = [
      [dayBefore(today, 2), today, 0, 24, 120],
      [dayBefore(today, 1), dayBefore(today, 1), 7, 19, 60],
      [dayBefore(today, 2), dayBefore(today, 1), 22, 6, 360],
      [today, today, 0, 24, i % 2 ? 5 : 30],
    ];
    for (const [from, to, hourFrom, hourTo, max] of shapes) out.push([{ from, to, hourFrom, hourTo, timeZone }, max]);
  });
  return out;
}

/** Every period: the kept trips answer, and with the reference's rows. */
async function expectSameAsReference(label: string) {
  let nonEmpty = 0;
  for (const [p, max] of periods()) {
    const kept = await keptOdTrips(t.db, gridId, dz(), p, max);
    expect(kept, `${label} ${JSON.stringify(p)} answered from kept trips`).not.toBeNull();
    const reference = await odTrips(t.db, company, dz(), p, max);
    expect(sorted(kept!), `${label} ${JSON.stringify(p)} max ${max}`).toEqual(sorted(reference));
    if (reference.length) nonEmpty++;
  }
  expect(nonEmpty, label).toBeGreaterThanOrEqual(8);
}

beforeAll(async () => {
  t = await createTestApp();
  company = t.ids.companies.demo;
  ids = (
    await t.db.query<{ id: number }>(
      `INSERT INTO devices (company_id, serial, name) SELECT $1, 'KEPT-' || g, 'kept ' || g FROM generate_series(0, 13) g ORDER BY g RETURNING id`,
      [company],
    )
  ).rows.map((r) => r.id);
  gridId = (await t.db.query<{ id: number }>(`INSERT INTO grids (company_id, name) VALUES ($1, 'kept') RETURNING id`, [company])).rows[0]!
    .id;
  zoneIds = (
    await t.db.query<{ id: number }>(
      `INSERT INTO grid_zones (grid_id, position, name, kind) SELECT $1, g, 'Z' || g, 'sensors' FROM generate_series(0, 3) g ORDER BY g RETURNING id`,
      [gridId],
    )
  ).rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('origin/destination trips kept ahead of time', () => {
  it('answer nothing until built, then the same rows as the statement over detections', async () => {
    const [p, max] = periods()[0]!;
    await addDetections(1, 300, NOW - 26 * H, 12 * H, 90);
    expect(await keptOdTrips(t.db, gridId, dz(), p, max)).toBeNull();
    await refresh();
    await expectSameAsReference('first build');
  });

  it('stay the same as the reference as detections arrive in order, late, or unseen by the loop', async () => {
    // In order: every vehicle seen three more times, minutes after its last sighting.
    await t.db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time)
       SELECT ($1::int[])[1 + (abs(hashtext(fingerprint)) + k) % 14], fingerprint,
              last + (k * 4 + abs(hashtext(fingerprint)) % 5) * interval '1 minute'
         FROM (SELECT fingerprint, max(create_time) AS last FROM detections WHERE device_id = ANY($1::int[]) GROUP BY 1) f
        CROSS JOIN generate_series(1, 3) k`,
      [ids],
    );
    await refresh();
    await expectSameAsReference('in order');
    // Late: sightings in between ones already kept, over the last day and a half.
    await addDetections(3, 200, NOW - 36 * H, 30 * H, 90);
    await refresh();
    await expectSameAsReference('late');
    // Without a refresh: the request brings the trips up to date itself.
    await addDetections(4, 250, NOW - 10 * 60, 5 * 60, 3);
    await expectSameAsReference('unseen by the loop');
  });

  it('pick up detections committed after newer ones were read (ids left behind)', async () => {
    // Ids handed out to a transaction that commits only after a later batch has been read.
    const { rows } = await t.db.query<{ id: string }>(`SELECT nextval('detections_id_seq') AS id FROM generate_series(1, 40)`);
    const held = rows.map((r) => Number(r.id));
    await addDetections(5, 100, NOW - 5 * H, 4 * H, 20);
    await refresh();
    await t.db.query(
      `INSERT INTO detections (id, device_id, fingerprint, create_time)
       SELECT h, ($2::int[])[1 + h % 12], 'fp-' || (h % 90), to_timestamp($3 - (h % 17) * 600) FROM unnest($1::bigint[]) h`,
      [held, ids, NOW],
    );
    await refresh();
    await expectSameAsReference('late commit');
  });

  it('are rebuilt when a sensor moves to another zone, and forget what retention removed', async () => {
    zoneOf = [1, 1, 2, 3, 0, 1, 2, 3, 0, 2, 2, 3];
    const [p, max] = periods()[0]!;
    expect(await keptOdTrips(t.db, gridId, dz(), p, max)).toBeNull();
    await refresh();
    await expectSameAsReference('zones changed');
    await t.db.query('DELETE FROM detections WHERE device_id = ANY($1::int[]) AND create_time < to_timestamp($2)', [ids, NOW - 30 * H]);
    await refresh();
    await expectSameAsReference('after retention');
  });

  it('come out the same when built back in short steps', async () => {
    // Five hours a step: the steps' edges fall at other hours than a day's, and trips cross them.
    zoneOf = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3];
    await addDetections(6, 300, NOW - 29 * H, 28 * H, 150);
    // Back from seven hours ago over the detections of the last 30 hours: at least five steps, not two of a day.
    expect(await refresh({ stepHours: 5 })).toBeGreaterThanOrEqual(5);
    await expectSameAsReference('five-hour steps');
  });

  it('come out the same when new detections are caught up with a slice a step', async () => {
    // Earlier and later sightings of the same vehicles in each slice of 150 ids (late ones among them); about 2,000
    // new ids, so ten slices at least.
    await addDetections(7, 300, NOW - 20 * H, 19 * H, 60);
    expect(await refresh({ catchUpIds: 150 })).toBeGreaterThanOrEqual(10);
    await expectSameAsReference('caught up in slices');
  });
});
