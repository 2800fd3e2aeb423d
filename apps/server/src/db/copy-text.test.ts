import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import { DbError, type Db } from './index.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await db.exec('CREATE TABLE copied (n integer NOT NULL, t text)');
});
afterAll(() => drop());

const rows = async () => (await db.query<{ n: number; t: string | null }>('SELECT n, t FROM copied ORDER BY n')).rows;

// Ingest COPYs a batch inside the transaction that also stores its idempotency key: the rows must use
// that transaction's connection, or a rolled-back batch would leave them behind.
describe('copyText', () => {
  it('rolls back with the transaction it ran in', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.copyText('copied', ['n', 't'], '1\ta\n');
        expect((await tx.query<{ c: number }>('SELECT count(*)::int AS c FROM copied')).rows[0].c).toBe(1);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await rows()).toEqual([]);
  });

  it('commits with it, reading text format (escapes, \\N for NULL)', async () => {
    await db.transaction((tx) => tx.copyText('copied', ['n', 't'], '1\ttab\\there\n2\t\\N\n3\tback\\\\slash\\nline\n'));
    expect(await rows()).toEqual([
      { n: 1, t: 'tab\there' },
      { n: 2, t: null },
      { n: 3, t: 'back\\slash\nline' },
    ]);
  });

  it('takes the rows in chunks, and a chunk that cannot be made fails the COPY and nothing of it is stored', async () => {
    await db.transaction((tx) => tx.copyText('copied', ['n', 't'], ['10\ta\n', '11\tb\n11', '0\tc\n']));
    // a line may run across chunks
    expect((await rows()).slice(-3)).toEqual([
      { n: 10, t: 'a' },
      { n: 11, t: 'b' },
      { n: 110, t: 'c' },
    ]);
    function* failing() {
      yield '20\tx\n';
      throw new Error('no chunk');
    }
    await expect(db.transaction((tx) => tx.copyText('copied', ['n', 't'], failing()))).rejects.toThrow('no chunk');
    await expect(db.copyText('copied', ['n', 't'], failing())).rejects.toThrow('no chunk');
    expect((await rows()).map((r) => r.n)).not.toContain(20);
    await db.exec('DELETE FROM copied WHERE n >= 10');
  });

  it('fails as a database error with its code, and the transaction stores nothing', async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.copyText('copied', ['n', 't'], '4\tok\n');
        await tx.copyText('copied', ['n', 't'], '\\N\tno number\n');
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DbError);
    expect((err as DbError).code).toBe('23502');
    expect((await rows()).map((r) => r.n)).toEqual([1, 2, 3]);
    // the connection is usable afterwards
    await db.copyText('copied', ['n', 't'], '5\tafter\n');
    expect((await rows()).map((r) => r.n)).toEqual([1, 2, 3, 5]);
  });
});
