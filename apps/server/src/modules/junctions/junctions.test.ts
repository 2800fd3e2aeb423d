import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
const dev: Record<'N' | 'E' | 'S' | 'W', number> = { N: 0, E: 0, S: 0, W: 0 };
let junctionId: number;
// Demo City is on Istanbul time (UTC+3 all year): local 08:00 of DAY is 05:00 UTC.
const DAY = '2026-03-10';
const at = (localHour: number, s = 0) => Date.parse(`${DAY}T00:00:00Z`) / 1000 - 3 * 3600 + localHour * 3600 + s;

async function sight(fp: string, device: number, epochS: number) {
  await t.db.query('INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, $2, to_timestamp($3))', [device, fp, epochS]);
}

const armsOf = (d: typeof dev) => (['N', 'E', 'S', 'W'] as const).map((k) => ({ name: k, approach_device_id: d[k], exit_device_id: d[k] }));

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  for (const k of ['N', 'E', 'S', 'W'] as const)
    dev[k] = (await op.inject({ method: 'POST', url: `/api/map/devices/?s=JN-${k}` })).json().id;
  const res = await op.inject({
    method: 'POST',
    url: '/api/junctions/',
    payload: { name: 'Test cross', lat: 41.07, lng: 29.01, arms: armsOf(dev) },
  });
  expect(res.statusCode, res.body).toBe(201);
  junctionId = res.json().id;

  // West → East, six vehicles at 08:xx: travel times 20, 20, 20, 30, 40, 50 s from the LAST sighting at
  // West (each is seen twice there, 5 s apart) to the FIRST at East (seen twice there too).
  const we = [20, 20, 20, 30, 40, 50];
  for (const [i, tt] of we.entries()) {
    const t0 = at(8, i * 60);
    await sight(`we${i}`, dev.W, t0);
    await sight(`we${i}`, dev.W, t0 + 5);
    await sight(`we${i}`, dev.E, t0 + 5 + tt);
    await sight(`we${i}`, dev.E, t0 + 5 + tt + 3);
  }
  // West → North, two vehicles of 60 s.
  for (const i of [0, 1]) {
    await sight(`wn${i}`, dev.W, at(8, 600 + i * 60));
    await sight(`wn${i}`, dev.N, at(8, 660 + i * 60));
  }
  // North → South at 17:xx: 4 vehicles of 10 s and 16 of 200 s (free flow 10 s, mean delay 152 s: F).
  for (let i = 0; i < 20; i++) {
    await sight(`ns${i}`, dev.N, at(17, i * 30));
    await sight(`ns${i}`, dev.S, at(17, i * 30 + (i < 4 ? 10 : 200)));
  }
  // Not passes: West then East 11 minutes later; seen only at South; an approach the day before.
  await sight('slow', dev.W, at(9));
  await sight('slow', dev.E, at(9, 660));
  await sight('lone', dev.S, at(10));
  await sight('early', dev.E, at(0, -30));
  await sight('early', dev.W, at(0, 10));
});
afterAll(() => t.close());

describe('junctions', () => {
  it("counts a day's turn ratios, travel times, delays and levels from matched fingerprints", async () => {
    const res = await op.inject({ method: 'GET', url: `/api/junctions/${junctionId}/analysis/?date=${DAY}` });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ date: DAY, time_zone: 'Europe/Istanbul', max_minutes: 10, low_sample_below: 20 });
    const pos = Object.fromEntries(a.junction.arms.map((x: { name: string; position: number }) => [x.name, x.position]));
    const approach = (k: string) => a.approaches.find((x: { position: number }) => x.position === pos[k]);
    const turn = (f: string, to: string) => a.turns.find((x: { from: number; to: number }) => x.from === pos[f] && x.to === pos[to]);

    expect(turn('W', 'E')).toMatchObject({ n: 6, share: 0.75, travel_time_s: 30, low_sample: true });
    expect(turn('W', 'N')).toMatchObject({ n: 2, share: 0.25, travel_time_s: 60 });
    expect(turn('W', 'S')).toMatchObject({ n: 0, share: 0 });
    // Delays over the free-flow (15th percentile) time: W→E 0+0+0+10+20+30, W→N 0; mean 60 / 8.
    expect(approach('W')).toMatchObject({ n: 8, travel_time_s: 37.5, delay_s: 7.5, los: 'A', low_sample: true });
    expect(approach('N')).toMatchObject({ n: 20, travel_time_s: 162, delay_s: 152, los: 'F', low_sample: false });
    expect(turn('N', 'S')).toMatchObject({ n: 20, share: 1, low_sample: false });
    expect(approach('E')).toMatchObject({ n: 0, travel_time_s: null, delay_s: null, los: null });
    expect(turn('E', 'W')).toMatchObject({ n: 0, share: null });

    expect(a.hours.map((h: { hour: number }) => h.hour)).toEqual([8, 17]);
    const h8 = a.hours[0];
    expect(h8.turns.find((x: { from: number; to: number }) => x.from === pos.W && x.to === pos.E)).toMatchObject({ n: 6, share: 0.75 });
    expect(h8.approaches.find((x: { position: number }) => x.position === pos.N)).toMatchObject({ n: 0 });
  });

  it('widens the matching window when asked, and keeps another day out', async () => {
    const wide = (await op.inject({ method: 'GET', url: `/api/junctions/${junctionId}/analysis/?date=${DAY}&max_minutes=12` })).json();
    expect(wide.approaches.find((x: { position: number }) => x.position === 3).n).toBe(9);
    const other = (await op.inject({ method: 'GET', url: `/api/junctions/${junctionId}/analysis/?date=2026-03-11` })).json();
    expect(other.approaches.every((x: { n: number }) => x.n === 0)).toBe(true);
    expect(other.hours).toEqual([]);
  });

  it('lists and shows the junction with its arms and sensor names', async () => {
    const list = (await op.inject({ method: 'GET', url: '/api/junctions/' })).json();
    const j = list.find((x: { id: number }) => x.id === junctionId);
    expect(j.arms.map((x: { name: string }) => x.name)).toEqual(['N', 'E', 'S', 'W']);
    expect(j.arms[0]).toMatchObject({ approach_device: { id: dev.N, name: expect.any(String) }, exit_device: { id: dev.N } });
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: `/api/junctions/${junctionId}/` })).statusCode).toBe(200);
    expect((await viewer.inject({ method: 'POST', url: '/api/junctions/', payload: { name: 'x', arms: armsOf(dev) } })).statusCode).toBe(
      403,
    );
  });

  it("keeps companies apart: another company's junction is a 404 and its sensors a 400", async () => {
    const other = await t.as('other');
    for (const url of [`/api/junctions/${junctionId}/`, `/api/junctions/${junctionId}/analysis/?date=${DAY}`]) {
      expect((await other.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await other.inject({ method: 'DELETE', url: `/api/junctions/${junctionId}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/junctions/' })).json()).toEqual([]);
    const own = (await other.inject({ method: 'POST', url: '/api/map/devices/?s=JN-OTHER' })).json().id;
    const res = await other.inject({
      method: 'POST',
      url: '/api/junctions/',
      payload: {
        name: 'Stolen',
        arms: [
          { name: 'a', approach_device_id: own, exit_device_id: own },
          { name: 'b', approach_device_id: own + 0, exit_device_id: dev.E },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty(['arms.1.approach_device_id']);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const post = (payload: object) => op.inject({ method: 'POST', url: '/api/junctions/', payload });
    const cases: [object, string][] = [
      [{ name: '', arms: armsOf(dev) }, 'name'],
      [{ name: 'x', arms: armsOf(dev).slice(0, 1) }, 'arms'],
      [
        { name: 'x', arms: [...armsOf(dev).slice(0, 2), { name: 'again', approach_device_id: dev.N, exit_device_id: dev.S }] },
        'arms.2.approach_device_id',
      ],
      [{ name: 'x', arms: [{ name: 'a', approach_device_id: 'N', exit_device_id: dev.N }, armsOf(dev)[1]] }, 'arms.0.approach_device_id'],
      [
        { name: 'x', arms: [{ name: 'a', approach_device_id: 999999, exit_device_id: dev.N }, armsOf(dev)[1]] },
        'arms.0.approach_device_id',
      ],
      [{ name: 'x', lat: 41, arms: armsOf(dev) }, 'lng'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), field).toHaveProperty([field]);
    }
    for (const [q, field] of [
      ['date=2026-02-30', 'date'],
      ['date=today', 'date'],
      ['max_minutes=0', 'max_minutes'],
      ['max_minutes=61', 'max_minutes'],
    ]) {
      const res = await op.inject({ method: 'GET', url: `/api/junctions/${junctionId}/analysis/?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toHaveProperty([field]);
    }
    expect((await op.inject({ method: 'GET', url: '/api/junctions/999999/analysis/' })).statusCode).toBe(404);
    expect((await op.inject({ method: 'GET', url: '/api/junctions/abc/' })).statusCode).toBe(400);
  });

  it("seeds Demo City's Zincirlikuyu junction over four simulated sensors", async () => {
    const seeded = (await op.inject({ method: 'GET', url: '/api/junctions/' }))
      .json()
      .find((x: { name: string }) => x.name === 'Zincirlikuyu');
    expect(seeded.arms.map((a: { approach_device: { name: string } }) => a.approach_device.name)).toHaveLength(4);
    for (const a of seeded.arms) expect(a.approach_device.id).toBe(a.exit_device.id);
  });

  it('deletes a junction', async () => {
    const id = (
      await op.inject({ method: 'POST', url: '/api/junctions/', payload: { name: 'Temp', arms: armsOf(dev).slice(0, 2) } })
    ).json().id;
    expect((await op.inject({ method: 'DELETE', url: `/api/junctions/${id}/` })).statusCode).toBe(204);
    expect((await op.inject({ method: 'GET', url: `/api/junctions/${id}/` })).statusCode).toBe(404);
  });
});
