import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { processLinkRanges, type Range } from './link-processing.ts';
import { processLinksLive } from './live-step.ts';
import type { LinkRow } from './processing.queries.ts';

let t: TestApp;
const base = Date.parse('2026-06-01T07:00:00Z') / 1000;
const iso = (s: number) => new Date(s * 1000).toISOString();

async function device(serial: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
    t.ids.companies.demo,
    serial,
  ]);
  return rows[0].id;
}
async function link(name: string, origin: number, destination: number): Promise<LinkRow> {
  const { rows } = await t.db.query<LinkRow>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s, free_flow_s)
     VALUES ($1, $2, $3, $4, 1200, 900, 90)
     RETURNING id, company_id, origin_device_id, destination_device_id, length_m, free_flow_s, max_travel_time_s, match_time, sigma, b_value, trend_threshold`,
    [t.ids.companies.demo, name, origin, destination],
  );
  return rows[0];
}
/** What a link's live processing left: every match with its verdict, every interval, the filter state. */
async function outcome(linkId: number) {
  const q = async (sql: string) => (await t.db.query(sql, [linkId])).rows;
  return {
    matches: await q(`SELECT fingerprint, departure::text, arrival::text, travel_time_s, accepted, reason FROM matches
                       WHERE link_id = $1 AND mode = 0 ORDER BY departure, fingerprint`),
    intervals: await q(`SELECT start::text, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh FROM intervals
                         WHERE link_id = $1 AND mode = 0 ORDER BY start`),
    state: await q('SELECT state FROM link_state WHERE link_id = $1 AND mode = 0'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a live step of many links at once', () => {
  it('leaves exactly what stepping each link on its own leaves, batch after batch', async () => {
    const o = await device('S-ORIG');
    const d = await device('S-DEST');
    const d2 = await device('S-DEST2');
    // Twins on the same sensors: one stepped alone, one in steps of several links; a third link shares the origin.
    const alone = await link('alone', o, d);
    const batched = await link('batched', o, d);
    const branch = await link('branch', o, d2);

    // Three batches of vehicles over 40 minutes: steady traffic, a slow spell, outliers, and repeated passes
    // (a vehicle seen twice at the origin), with the destination of some vehicles arriving one batch later.
    const rows: Array<[number, string, number]> = [];
    const batches: Range[] = [];
    const processed: Range[] = [];
    let rnd = 7;
    const random = () => (rnd = (rnd * 16807) % 2147483647) / 2147483647;
    // Millisecond times, as ingest stores them, so a batch's range holds its own detections exactly.
    const ms = (s: number) => Math.round(s * 1000) / 1000;
    for (let b = 0; b < 3; b++) {
      const from = base + b * 800;
      for (let v = 0; v < 40; v++) {
        const dep = from + v * 18 + random() * 10;
        const slow = b === 1 && v > 20 ? 160 : 0;
        const tt = v % 13 === 0 ? 700 : 100 + slow + random() * 30;
        const fp = `b${b}v${v}`;
        rows.push([o, fp, ms(dep)]);
        if (v % 9 === 0) rows.push([o, fp, ms(dep + 40)]);
        rows.push([v % 4 === 0 ? d2 : d, fp, ms(dep + tt)]);
      }
      batches.push([from, from + 40 * 18 + 10 + 900]);
    }
    for (const [b, range] of batches.entries()) {
      const inBatch = rows.filter(([, , time]) => time >= range[0] && time <= range[1] && (b === 2 || time < batches[b + 1][0]));
      for (const [dev, fp, time] of inBatch) {
        await t.db.query('INSERT INTO detections (device_id, fingerprint, create_time, rssi) VALUES ($1, $2, $3, -60)', [
          dev,
          fp,
          iso(time),
        ]);
      }
      const ranges: Range[] = [[Math.min(...inBatch.map((r) => r[2])), Math.max(...inBatch.map((r) => r[2]))]];
      processed.push(...ranges);
      await t.db.transaction((tx) => processLinkRanges(tx, alone, ranges));
      const got = await t.db.transaction((tx) =>
        processLinksLive(tx, [
          { link: batched, ranges },
          { link: branch, ranges },
        ]),
      );
      expect(got.get(batched.id)?.length).toBeGreaterThan(0);
    }

    const a = await outcome(alone.id);
    const b = await outcome(batched.id);
    expect(a.matches.length).toBeGreaterThan(60);
    expect(a.matches.some((m) => !m.accepted)).toBe(true);
    expect(b).toEqual(a);
    expect((await outcome(branch.id)).matches.length).toBeGreaterThan(20);

    // Redoing a step (a batch whose row outlived a crash) adds nothing.
    await t.db.transaction((tx) => processLinksLive(tx, [{ link: batched, ranges: processed }]));
    expect(await outcome(batched.id)).toEqual(a);
  });
});
