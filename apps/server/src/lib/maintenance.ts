import type { Db } from '../db/index.ts';

const SIX_HOURS = 6 * 3600 * 1000;

/**
 * PGlite has no autovacuum worker, so planner statistics go stale after bulk loads.
 * Run VACUUM ANALYZE now and every six hours; PostgreSQL's autovacuum does this itself.
 */
export function scheduleVacuum(db: Db, log: (msg: string) => void): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  const run = () =>
    db.exec('VACUUM ANALYZE').then(
      () => log('VACUUM ANALYZE done'),
      (err: Error) => log(`VACUUM ANALYZE failed: ${err.message}`),
    );
  const timer = setInterval(run, SIX_HOURS);
  timer.unref();
  return () => clearInterval(timer);
}
