import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { liveProcessor } from '../processing/live-processor.ts';
import { IngestDetection } from '@roadlens/contract/ingest';
import { rekeyFingerprint } from '@roadlens/traffic';

let t: TestApp;
const KEY = 'test-operator-key-0123456789';
const OTHER_KEY = 'test-other-key-0123456789';
let origin: number;
let destination: number;
let linkId: number;

const post = (url: string, body: unknown, key = KEY, idem?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: `Token ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const [user, key] of [
    ['operator', KEY],
    ['other', OTHER_KEY],
  ] as const) {
    await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
      t.ids.users[user],
      sha256(key),
      key.slice(0, 8),
      ['ingest', 'read'],
    ]);
  }
  const demo = t.ids.companies.demo;
  const ins = async (serial: string) =>
    (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, serial]))
      .rows[0].id;
  origin = await ins('T-ORIG');
  destination = await ins('T-DEST');
  linkId = (
    await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
     VALUES ($1, 'T link', $2, $3, 1000, 600) RETURNING id`,
      [demo, origin, destination],
    )
  ).rows[0].id;
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('ingest', () => {
  it('stores a batch once per Idempotency-Key and replays the stored answer', async () => {
    const body = { records: [{ serial: 'T-ORIG', fingerprint: 'AABBCC', create_time: '2026-01-01T00:00:00Z', rssi: -70, signal: 1 }] };
    const first = await post('/api/ingest/detections/', body, KEY, 'batch-1');
    expect(first.statusCode).toBe(201);
    const again = await post('/api/ingest/detections/', body, KEY, 'batch-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('SELECT count(*)::int AS n FROM detections WHERE device_id = $1', [origin])).toBe(1);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const res = await post(
      '/api/ingest/detections/',
      { records: [{ serial: 'T-ORIG', fingerprint: 'X', create_time: 1767225700 }] },
      KEY,
      'batch-1',
    );
    expect(res.statusCode).toBe(422);
    expect(await count('SELECT count(*)::int AS n FROM detections WHERE device_id = $1', [origin])).toBe(1);
  });

  it('answers a used key as it did, before judging the body: an invalid body gets 422, the same body after its device went gets the stored answer', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO devices (company_id, serial, name) VALUES ($1, 'T-GONE', 'gone') RETURNING id`,
      [t.ids.companies.demo],
    );
    const body = { records: [{ serial: 'T-GONE', fingerprint: 'G1', create_time: '2026-01-01T00:00:00Z' }] };
    const first = await post('/api/ingest/detections/', body, KEY, 'gone-1');
    expect(first.statusCode).toBe(201);
    const invalid = await post('/api/ingest/detections/', { records: [{ serial: 'T-GONE', fingerprint: '' }] }, KEY, 'gone-1');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toHaveProperty('Idempotency-Key');
    await t.db.query('UPDATE devices SET deleted_at = now() WHERE id = $1', [rows[0].id]);
    const again = await post('/api/ingest/detections/', body, KEY, 'gone-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // A new key for the same body now names the record whose device is gone.
    const fresh = await post('/api/ingest/detections/', body, KEY, 'gone-2');
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toEqual({ records: { '0': { serial: ['No device with serial "T-GONE".'] } } });
    expect(await count('SELECT count(*)::int AS n FROM detections WHERE device_id = $1', [rows[0].id])).toBe(1);
  });

  it('queues live work only for a batch whose sensors a link joins', async () => {
    await t.db.query(`INSERT INTO devices (company_id, serial, name) VALUES ($1, 'T-LONE', 'lone')`, [t.ids.companies.demo]);
    const seq = () => count('SELECT last_value::int AS n FROM live_backlog_id_seq');
    const before = await seq();
    const lone = { records: [{ serial: 'T-LONE', fingerprint: 'L1', create_time: '2026-01-01T00:00:00Z' }] };
    expect((await post('/api/ingest/detections/', lone, KEY, 'lone-1')).statusCode).toBe(201);
    expect(await seq()).toBe(before);
    const linked = { records: [{ serial: 'T-DEST', fingerprint: 'L1', create_time: '2026-01-01T00:00:00Z' }] };
    expect((await post('/api/ingest/detections/', linked, KEY, 'lone-2')).statusCode).toBe(201);
    expect(await seq()).toBeGreaterThan(before);
    await liveProcessor(t.app).idle();
    expect(await count('SELECT count(*)::int AS n FROM live_backlog')).toBe(0);
  });

  it('re-keys fingerprints with the company secret (the raw value is never stored)', async () => {
    const { rows } = await t.db.query<{ fingerprint: string }>('SELECT fingerprint FROM detections WHERE device_id = $1', [origin]);
    expect(rows[0].fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].fingerprint).not.toContain('aabbcc');
  });

  it('rejects a batch with a bad record naming index and field, writing nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM detections');
    const res = await post(
      '/api/ingest/detections/',
      {
        records: [
          { serial: 'T-ORIG', fingerprint: 'A1', create_time: '2026-01-01T00:01:00Z' },
          { serial: 'T-ORIG', fingerprint: 'A2', create_time: 'yesterday' },
          { serial: 'NOPE', fingerprint: 'A3', create_time: '2026-01-01T00:01:00Z' },
        ],
      },
      KEY,
      'bad-1',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.records['1'])).toEqual(['create_time']);
    expect(Object.keys(body.records['2'])).toEqual(['serial']);
    expect(body.records['0']).toBeUndefined();
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(before);
    // the failed key was not stored: a corrected retry under it succeeds
    const fixed = await post(
      '/api/ingest/detections/',
      { records: [{ serial: 'T-ORIG', fingerprint: 'A1', create_time: '2026-01-01T00:01:00Z' }] },
      KEY,
      'bad-1',
    );
    expect(fixed.statusCode).toBe(201);
  });

  // (NUL and lone surrogates are refused for the whole request before the handler; ingest-check.test.ts has them.)
  it('answers each kind of bad record exactly as the schema does (fast path or not), storing nothing', async () => {
    const good = { serial: 'T-ORIG', fingerprint: 'G1', create_time: 1767225600 };
    const bad: unknown[] = [
      'x',
      null,
      [good],
      { fingerprint: 'A', create_time: 1 },
      { ...good, serial: '  ' },
      { ...good, serial: 's'.repeat(101) },
      { ...good, create_time: 0 },
      { ...good, create_time: '2026-02-30T00:00:00Z' },
      { ...good, create_time: '2026-01-01T00:00' },
      { ...good, create_time: 253_402_300_800 },
      { ...good, rssi: 1.5 },
      { ...good, rssi: '-70' },
      { ...good, signal: 4 },
      { ...good, signal: null },
      { ...good, tag: 't'.repeat(201) },
      { ...good, tag: 7, rssi: 99, create_time: 'soon' },
    ];
    const records = bad.flatMap((r) => [good, r]);
    const expected: Record<string, Record<string, string[]>> = {};
    records.forEach((r, i) => {
      const res = IngestDetection.safeParse(r);
      if (res.success) return;
      const e: Record<string, string[]> = {};
      for (const issue of res.error.issues) (e[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
      expected[String(i)] = e;
    });
    expect(Object.keys(expected)).toHaveLength(bad.length);
    const before = await count('SELECT count(*)::int AS n FROM detections');
    const res = await post('/api/ingest/detections/', { records }, KEY, 'bad-kinds');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ records: expected });
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(before);
  });

  it('stores every field as sent: text with tabs, line ends and backslashes, nulls, and the re-keyed fingerprint', async () => {
    const { rows: c } = await t.db.query<{ fingerprint_secret: string }>('SELECT fingerprint_secret FROM companies WHERE id = $1', [
      t.ids.companies.demo,
    ]);
    const records = [
      {
        serial: 'T-DEST',
        fingerprint: ' Ab:Cd ',
        create_time: '2026-03-01T10:00:00.25+02:00',
        rssi: null,
        signal: 3,
        tag: 'a\tb\nc\\d\re',
      },
      { serial: 'T-DEST', fingerprint: 'plain', create_time: 1772359200.5, tag: null },
      { serial: 'T-DEST', fingerprint: 'ü', create_time: 1772359201, rssi: -150, tag: '\\N' },
    ];
    expect((await post('/api/ingest/detections/', { records }, KEY, 'fields-1')).statusCode).toBe(201);
    const { rows } = await t.db.query<{ fingerprint: string; create_time: Date; rssi: number | null; signal: number; tag: string | null }>(
      `SELECT fingerprint, create_time, rssi, signal, tag FROM detections
        WHERE device_id = $1 AND create_time >= '2026-03-01' AND create_time < '2026-03-02' ORDER BY create_time`,
      [destination],
    );
    expect(rows.map((r) => ({ ...r, create_time: new Date(r.create_time).toISOString() }))).toEqual([
      {
        fingerprint: rekeyFingerprint(c[0].fingerprint_secret, ' Ab:Cd '),
        create_time: '2026-03-01T08:00:00.250Z',
        rssi: null,
        signal: 3,
        tag: 'a\tb\nc\\d\re',
      },
      {
        fingerprint: rekeyFingerprint(c[0].fingerprint_secret, 'plain'),
        create_time: '2026-03-01T10:00:00.500Z',
        rssi: null,
        signal: 0,
        tag: null,
      },
      {
        fingerprint: rekeyFingerprint(c[0].fingerprint_secret, 'ü'),
        create_time: '2026-03-01T10:00:01.000Z',
        rssi: -150,
        signal: 0,
        tag: '\\N',
      },
    ]);
  });

  it('commits concurrent batches of the same devices, each once, with last_seen and minute counts', async () => {
    const serials = ['C-1', 'C-2', 'C-3'];
    const ids: number[] = [];
    for (const s of serials) {
      ids.push(
        (
          await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
            t.ids.companies.demo,
            s,
          ])
        ).rows[0].id,
      );
    }
    const now = Math.floor(Date.now() / 1000) - 120;
    // Each batch names the devices in another order.
    const batch = (k: number) => ({
      records: Array.from({ length: 30 }, (_, i) => ({
        serial: serials[(i + k) % 3],
        fingerprint: `c${k}-${i}`,
        create_time: now - k - i / 10,
      })),
    });
    const res = await Promise.all(Array.from({ length: 8 }, (_, k) => post('/api/ingest/detections/', batch(k), KEY, `conc-${k}`)));
    expect(res.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    // retried together: answered from the stored keys, nothing written twice
    const again = await Promise.all(Array.from({ length: 8 }, (_, k) => post('/api/ingest/detections/', batch(k), KEY, `conc-${k}`)));
    expect(again.map((r) => r.json())).toEqual(res.map((r) => r.json()));
    expect(await count('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1)', [ids])).toBe(240);
    expect(await count('SELECT sum(detections)::int AS n FROM device_minute_counts WHERE device_id = ANY($1)', [ids])).toBe(240);
    const { rows } = await t.db.query<{ last_seen: Date }>('SELECT last_seen FROM devices WHERE id = ANY($1) ORDER BY id', [ids]);
    // device i’s newest detection: batch 0’s record i, i / 10 s before its first
    expect(rows.map((r) => new Date(r.last_seen).getTime())).toEqual([0, 1, 2].map((i) => (now - i / 10) * 1000));
  });

  it('does not see another company’s serials', async () => {
    const res = await post(
      '/api/ingest/detections/',
      { records: [{ serial: 'T-ORIG', fingerprint: 'Z', create_time: 1767225600 }] },
      OTHER_KEY,
      'o-1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().records['0'].serial).toBeDefined();
  });

  it('requires change_devices (viewer 403) and credentials (401/403)', async () => {
    const viewer = await t.as('viewer');
    const res = await viewer.inject({
      method: 'POST',
      url: '/api/ingest/logs/',
      payload: { records: [{ serial: 'T-ORIG', timestamp: 1767225600 }] },
    });
    expect(res.statusCode).toBe(403);
    const anon = await t.anon({
      method: 'POST',
      url: '/api/ingest/logs/',
      payload: { records: [{ serial: 'T-ORIG', timestamp: 1767225600 }] },
    });
    expect([401, 403]).toContain(anon.statusCode);
  });

  it('stores radar rows and logs with device health', async () => {
    const r = await post(
      '/api/ingest/radar/',
      { records: [{ serial: 'T-ORIG', timestamp: '2026-01-01T00:05:00Z', lane: 1, count: 12, speed_kmh: 51.5 }] },
      KEY,
      'r-1',
    );
    expect(r.statusCode).toBe(201);
    const l = await post(
      '/api/ingest/logs/',
      { records: [{ serial: 'T-ORIG', timestamp: '2026-01-01T00:05:00Z', message: 'hb', voltage: 12.3, temperature: 30 }] },
      KEY,
      'l-1',
    );
    expect(l.statusCode).toBe(201);
    const { rows } = await t.db.query<{ voltage: number; temperature: number }>('SELECT voltage, temperature FROM devices WHERE id = $1', [
      origin,
    ]);
    expect(rows[0]).toEqual({ voltage: 12.3, temperature: 30 });
    expect(await count('SELECT count(*)::int AS n FROM radar_data WHERE device_id = $1', [origin])).toBe(1);
  });
});

describe('live processing', () => {
  it('turns detections at both ends of a link into matches and a 5-minute interval, across batches', async () => {
    const base = Date.parse('2026-02-01T08:00:00Z') / 1000;
    const events: unknown[] = [];
    const unsubscribe = t.app.events.subscribe((d) => d.event.type === 'traffic' && events.push(d.event));
    // 5 vehicles leave the origin 20 s apart; each arrives 100..140 s later. Origin and destination in separate batches.
    const originRecs = [0, 1, 2, 3, 4].map((i) => ({ serial: 'T-ORIG', fingerprint: `veh-${i}`, create_time: base + i * 20, rssi: -60 }));
    const destRecs = [0, 1, 2, 3, 4].map((i) => ({
      serial: 'T-DEST',
      fingerprint: `veh-${i}`,
      create_time: base + i * 20 + 100 + i * 10,
      rssi: -60,
    }));
    expect((await post('/api/ingest/detections/', { records: originRecs }, KEY, 'live-o')).statusCode).toBe(201);
    expect((await post('/api/ingest/detections/', { records: destRecs }, KEY, 'live-d')).statusCode).toBe(201);
    await liveProcessor(t.app).idle();
    // a retried batch adds nothing
    expect((await post('/api/ingest/detections/', { records: destRecs }, KEY, 'live-d')).statusCode).toBe(201);
    await liveProcessor(t.app).idle();
    unsubscribe();

    const m = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM matches WHERE link_id = $1 AND mode = 0', [linkId]);
    expect(m.rows[0].n).toBe(5);
    const { rows } = await t.db.query<{ raw_count: number; median_s: number; speed_kmh: number }>(
      'SELECT raw_count, median_s, speed_kmh FROM intervals WHERE link_id = $1 AND mode = 0 ORDER BY start',
      [linkId],
    );
    expect(rows.reduce((a, r) => a + r.raw_count, 0)).toBe(5);
    expect(rows[0].median_s).toBeGreaterThanOrEqual(100);
    expect(rows[0].median_s).toBeLessThanOrEqual(140);
    expect(events.length).toBeGreaterThan(0);
  });
});
