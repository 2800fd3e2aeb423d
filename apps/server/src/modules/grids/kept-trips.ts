import { createHash } from 'node:crypto';
import type { Grid } from '@roadlens/contract/grids';
import { DbError, type Db, type Queryable } from '../../db/index.ts';
import type { DeviceZones, OdRow, Period } from './od.queries.ts';
import { addSightings, extendBack, prune, startGrid } from './kept-trips.queries.ts';
import { firstPace, nextPace, STEP_TARGET_MS, type Pace } from './pace.ts';
import {
  covers,
  keptOdRows,
  lockState,
  missingIds,
  newestId,
  onOneSnapshot,
  saveSeen,
  want,
  type GridState,
  type Hole,
} from './kept-state.queries.ts';
import { deviceZonePairs } from './zones.ts';

/**
 * Ids below the newest seen that were not visible yet are read again for this long: ids are given
 * out when a row is inserted but the row is seen only once its transaction commits, which an ingest
 * batch does within seconds. A hole still empty after this was a rolled-back batch.
 */
export const HOLE_TTL_MS = 10 * 60_000;
/** When a grid's trips are started, ids this far below the newest are checked for uncommitted rows. */
const FIRST_HOLE_SPAN = 10_000;
/**
 * After a pass that added this many trips the table is vacuumed, so the matrix reads them from the
 * index alone (PGlite has no autovacuum; on PostgreSQL it only comes sooner).
 */
const VACUUM_AFTER = 50_000;

/** What the kept trips were computed for: the grid's (sensor, zone) pairs. Any change means a rebuild. */
export function zonesKey(dz: DeviceZones): string {
  const pairs = dz.devices.map((d, i) => `${d}:${dz.zones[i]}`).sort();
  return createHash('sha256').update(pairs.join(',')).digest('hex');
}

/**
 * Adds the sightings of detections committed since the grid was last brought up to date: of at most `most` ids past
 * the last seen. Answers whether it reached the newest.
 */
async function catchUp(tx: Queryable, state: GridState, dz: DeviceZones, most = Infinity): Promise<boolean> {
  const newest = await newestId(tx);
  const upTo = Math.min(newest, state.seen_id + most);
  const ranges: Array<[number, number]> = state.holes.map((h) => [h[0], h[1]]);
  if (upTo > state.seen_id) ranges.push([state.seen_id + 1, upTo]);
  if (!ranges.length) return true;
  await addSightings(tx, state, dz, ranges);
  const now = Date.now();
  const since = new Map(state.holes.map((h) => [h[0], h[2]]));
  const holes: Hole[] = (await missingIds(tx, ranges))
    .map(([lo, hi, rangeLo]): Hole => [lo, hi, since.get(rangeLo) ?? now])
    .filter((h) => h[2] > now - HOLE_TTL_MS);
  await saveSeen(tx, state.grid_id, Math.max(state.seen_id, upTo), holes);
  return upTo === newest;
}

/**
 * One step of the background work for a grid: its trips started (or restarted when its sensors
 * or zones changed), brought up to date with new detections (at most `pace.catchUpIds` of them), old
 * state pruned, and extended back by up to `pace.stepHours` towards the earliest departure wanted.
 * Answers whether more steps remain.
 */
export async function refreshGrid(db: Db, grid: Grid, pace: Partial<Pace> = {}): Promise<{ more: boolean; added: number; heldMs: number }> {
  const dz = deviceZonePairs(grid.zones);
  const key = zonesKey(dz);
  let began = 0;
  const step = await onOneSnapshot(db, async (tx) => {
    // Timed from inside the transaction: the wait for the connection is other work's time, not this step's.
    began = performance.now();
    const state = await lockState(tx, grid.id);
    if (!state || state.zones_key !== key) {
      const newest = await newestId(tx);
      const missing = newest > 0 ? await missingIds(tx, [[Math.max(1, newest - FIRST_HOLE_SPAN), newest]]) : [];
      const now = Date.now();
      await startGrid(
        tx,
        grid.id,
        key,
        dz,
        newest,
        missing.map(([lo, hi]): Hole => [lo, hi, now]),
      );
      return { more: true, added: 0 };
    }
    // Behind on new detections (a backfill, a long stop): catching up first, a slice a step.
    if (!(await catchUp(tx, state, dz, pace.catchUpIds))) return { more: true, added: 0 };
    await prune(tx, grid.id, dz.devices);
    return extendBack(tx, grid.id, dz, pace.stepHours);
  });
  return { ...step, heldMs: performance.now() - began };
}

/**
 * A step for every grid of every company (see refreshGrid); answers whether any has more to do. `pace` is adjusted
 * after each step towards `targetMs` (nextPace).
 */
export async function refreshAllGrids(
  db: Db,
  readGrids: (companyId: number) => Promise<Grid[]>,
  onError: (err: unknown, gridId: number) => void,
  pace: Pace = firstPace(),
  targetMs = STEP_TARGET_MS,
): Promise<boolean> {
  const { rows } = await db.query<{ company_id: number }>('SELECT DISTINCT company_id FROM grids ORDER BY 1');
  let more = false;
  let added = 0;
  for (const { company_id } of rows) {
    for (const grid of await readGrids(company_id)) {
      try {
        const step = await refreshGrid(db, grid, pace);
        Object.assign(pace, nextPace(pace, step.heldMs, targetMs));
        more ||= step.more;
        added += step.added;
      } catch (err) {
        onError(err, grid.id);
      }
    }
  }
  if (added >= VACUUM_AFTER) await db.exec('VACUUM (ANALYZE) od_trips');
  return more;
}

/** Two transactions working on one grid at once: the later one gives way and is tried again. */
const isConflict = (err: unknown) => err instanceof DbError && (err.code === '40001' || err.code === '40P01');

/**
 * The matrix's rows from the kept trips, brought up to date first, so the answer is the one the
 * statement over raw detections gives. Null when they cannot answer yet (the grid's trips are not
 * built for its current zones, or not as far back as the period starts: the background loop is
 * asked to go that far), and the caller computes the rows from detections instead.
 */
export async function keptOdTrips(db: Db, gridId: number, dz: DeviceZones, p: Period, maxTripMinutes: number): Promise<OdRow[] | null> {
  const key = zonesKey(dz);
  for (let attempt = 0; ; attempt++) {
    try {
      return await onOneSnapshot(db, async (tx) => {
        const state = await lockState(tx, gridId);
        if (!state || state.zones_key !== key) return null;
        if (!(await covers(tx, gridId, p))) {
          await want(tx, gridId, p);
          return null;
        }
        await catchUp(tx, state, dz);
        // The median sorts the period's trips of each pair; in memory rather than on disk.
        await tx.query("SET LOCAL work_mem = '64MB'");
        return keptOdRows(tx, gridId, dz.zones, p, maxTripMinutes);
      });
    } catch (err) {
      if (!isConflict(err) || attempt >= 2) throw err;
    }
  }
}
