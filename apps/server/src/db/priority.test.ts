import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import { asBackground, inBackground, turnTaker } from './priority.ts';
import type { Db } from './index.ts';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('turnTaker', () => {
  it("runs a request's calls before background calls already waiting, each kind in order", async () => {
    const take = turnTaker();
    const order: string[] = [];
    const held = gate();
    const call = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const first = asBackground(() => take(() => held.opened.then(() => call('running')())));
    const later = asBackground(() => [take(call('background 1')), take(call('background 2'))]);
    const now = [take(call('request 1')), take(call('request 2'))];
    held.open();
    await Promise.all([first, ...later, ...now]);
    expect(order).toEqual(['running', 'request 1', 'request 2', 'background 1', 'background 2']);
  });

  it("keeps the connection for a request's next call, asked once its code has run on from the last answer", async () => {
    const take = turnTaker();
    const order: string[] = [];
    const call = (name: string) => async () => {
      order.push(name);
      return name;
    };
    // The request's calls one after another, with a few promise steps between them (its own code, our wrappers);
    // background work asks while its first runs.
    const request = (async () => {
      await take(call('request 1'));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      await take(call('request 2'));
    })();
    const background = asBackground(() => take(call('background')));
    await Promise.all([background, request]);
    expect(order).toEqual(['request 1', 'request 2', 'background']);
  });

  it('runs each call in its own caller’s context', async () => {
    const take = turnTaker();
    const held = gate();
    const running = take(() => held.opened);
    const seen = Promise.all([asBackground(() => take(async () => inBackground())), take(async () => inBackground())]);
    held.open();
    await running;
    expect(await seen).toEqual([true, false]);
  });

  it('goes on after a call that fails, even before it returns a promise', async () => {
    const take = turnTaker();
    const failing = take((): Promise<never> => {
      throw new Error('no promise');
    });
    await expect(failing).rejects.toThrow('no promise');
    await expect(take(async () => 'next')).resolves.toBe('next');
  });
});

// The embedded database has one connection: a page's query must not wait behind a queue of background work.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
  });
  afterAll(() => drop());

  it("answers a request's query before background queries asked earlier", async () => {
    const held = gate();
    const started = gate();
    const done: string[] = [];
    const note = (name: string) => (r: unknown) => {
      done.push(name);
      return r;
    };
    const transaction = asBackground(() =>
      db.transaction(async (tx) => {
        started.open();
        await held.opened;
        return tx.query('SELECT 1');
      }),
    ).then(note('background transaction'));
    await started.opened;
    const background = asBackground(() => db.query('SELECT 2 AS n')).then(note('background query'));
    const request = db.query<{ n: number }>('SELECT 3 AS n').then(note('request query'));
    held.open();
    await Promise.all([transaction, background, request]);
    expect(done).toEqual(['background transaction', 'request query', 'background query']);
  });
});
