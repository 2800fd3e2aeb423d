import { describe, expect, it } from 'vitest';
import { CACHE_NEUTRAL, writtenTables } from './write-watch.ts';

// What the caches learn of a write is the table names read off its SQL: a missed name would be a
// stale answer, an extra one only an early refresh.
describe('writtenTables', () => {
  it('names the table of every kind of write, in any case and spelling', () => {
    expect(writtenTables('INSERT INTO sessions (id) VALUES ($1)')).toEqual(['sessions']);
    expect(writtenTables('update users u SET is_active = false WHERE u.id = $1')).toEqual(['users']);
    expect(writtenTables('DELETE FROM public."groups" WHERE id = $1')).toEqual(['groups']);
    expect(writtenTables('MERGE INTO links l USING x ON true WHEN MATCHED THEN DELETE')).toContain('links');
    expect(writtenTables("COPY detections (a, b) FROM '/dev/blob' WITH (FORMAT csv)")).toEqual(['detections']);
    expect(writtenTables('TRUNCATE TABLE ONLY sessions, public.users CASCADE')).toEqual(expect.arrayContaining(['sessions', 'users']));
  });

  it('finds writes inside a CTE and every statement of a script', () => {
    expect(writtenTables('WITH gone AS (DELETE FROM sessions WHERE user_id = $1 RETURNING id) SELECT count(*) FROM gone')).toEqual([
      'sessions',
    ]);
    expect(writtenTables("UPDATE devices SET name = 'x';\nINSERT INTO intervals SELECT * FROM y ON CONFLICT DO NOTHING")).toEqual(
      expect.arrayContaining(['devices', 'intervals']),
    );
  });

  it('names nothing for reads and for statements marked cache-neutral', () => {
    expect(writtenTables('SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id')).toEqual([]);
    expect(writtenTables(`${CACHE_NEUTRAL} UPDATE sessions SET last_seen_at = now() WHERE id = $1`)).toEqual([]);
  });
});
