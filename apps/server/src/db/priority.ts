import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

// Which work may wait for the database. The embedded database (PGlite) has one connection, so its calls run one
// after another; building history in the background (a grid's trips, the simulated city's backfill) can queue many
// of them. A call made for a request goes before every background call still waiting, so a page waits at most for
// the one background call that is running, not for the whole queue; and a request's calls one after another keep the
// connection between them, so it waits for that one once, not once a call. PostgreSQL's pool needs no such order.

const background = new AsyncLocalStorage<true>();

/** Runs `fn` as background work: its database calls, and those of everything it starts (timers included), wait for requests'. */
export const asBackground = <T>(fn: () => T): T => background.run(true, fn);

/** Whether the caller is background work (see asBackground). */
export const inBackground = (): boolean => background.getStore() === true;

/**
 * One connection's calls in turn: a request's before background work's, each kind in the order asked. The function
 * answered takes a call and starts it once the connection is free and the calls ahead of it are done.
 */
export function turnTaker() {
  const waiting = { now: [] as Array<() => Promise<void>>, later: [] as Array<() => Promise<void>> };
  let busy = false;
  const next = () => {
    if (busy) return;
    const forRequest = waiting.now.length > 0;
    const call = waiting.now.shift() ?? waiting.later.shift();
    if (!call) return;
    busy = true;
    void call().finally(() => {
      busy = false;
      // A request's calls come one after another: its next is asked for once its code has run on from this answer.
      // Background work waits that long (the promise jobs then queued), rather than taking the connection between
      // them and making the request wait a turn for each of its calls.
      if (forRequest && waiting.now.length === 0) setImmediate(next);
      else next();
    });
  };
  return <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // Bound, so the call runs in its caller's context, whichever call ran before it.
      const call = AsyncResource.bind(async () => {
        try {
          resolve(await fn());
        } catch (err) {
          reject(err);
        }
      });
      (inBackground() ? waiting.later : waiting.now).push(call);
      next();
    });
}
