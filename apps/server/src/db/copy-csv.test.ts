import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import type { Db } from './index.ts';

// copyCsv in chunks, on the database and inside a transaction: the ingest write path relies on the
// chunks of one call being stored whole or not at all, and on CSV quoting carrying any text as sent.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await db.exec('CREATE TABLE copy_probe (n integer NOT NULL CHECK (n < 1000), t text)');
});
afterAll(() => drop());

const rows = async () => (await db.query<{ n: number; t: string | null }>('SELECT n, t FROM copy_probe ORDER BY n')).rows;
const chunks = function* (ns: number[][]) {
  for (const c of ns) yield c.map((n) => `${n},x${n}\n`).join('');
};

describe('copyCsv', () => {
  it('stores every chunk, and CSV-quoted text exactly as sent', async () => {
    await db.copyCsv('copy_probe', ['n', 't'], chunks([[1, 2], [3]]));
    await db.copyCsv('copy_probe', ['n', 't'], '4,"q""uote, comma\nline"\n5,""\n6,\n7,"\\."\n');
    expect(await rows()).toEqual([
      { n: 1, t: 'x1' },
      { n: 2, t: 'x2' },
      { n: 3, t: 'x3' },
      { n: 4, t: 'q"uote, comma\nline' },
      { n: 5, t: '' },
      { n: 6, t: null },
      { n: 7, t: '\\.' },
    ]);
    await db.exec('DELETE FROM copy_probe');
  });

  it('stores no chunk when a later one fails, alone or inside a transaction', async () => {
    await expect(db.copyCsv('copy_probe', ['n', 't'], chunks([[1, 2], [3, 1000], [4]]))).rejects.toThrow();
    expect(await rows()).toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO copy_probe (n) VALUES (500)');
        await tx.copyCsv('copy_probe', ['n', 't'], chunks([[10], [11, 1000]]));
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
    // A chunk that cannot even be built fails the call too, after the chunks already sent are answered.
    const broken = function* () {
      yield '20,a\n';
      throw new Error('no more rows');
    };
    await expect(db.transaction((tx) => tx.copyCsv('copy_probe', ['n', 't'], broken()))).rejects.toThrow('no more rows');
    expect(await rows()).toEqual([]);
  });

  it('commits with the transaction it runs in', async () => {
    await db.transaction((tx) => tx.copyCsv('copy_probe', ['n', 't'], chunks([[1], [2]])));
    expect((await rows()).map((r) => r.n)).toEqual([1, 2]);
  });
});
