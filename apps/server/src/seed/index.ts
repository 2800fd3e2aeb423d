import type { Db } from '../db/index.ts';
import { seedCore, type SeededIds } from './core.ts';
import { seedAlertRules } from '../modules/alert-rules/seed-alert-rules.ts';
import { seedTraffic } from '../modules/devices/seed-traffic.ts';
import { seedRoadAnalytics } from './road-analytics.ts';
import { seedSigns } from '../modules/signs/seed-signs.ts';
import { seedJunctions } from '../modules/junctions/seed-junctions.ts';
import { seedGrids } from '../modules/grids/seed-grids.ts';
import { seedPort } from '../modules/activities/seed-port.ts';

/**
 * A later seed step: runs once, right after the core seed, in the same transaction.
 * Modules add theirs to SEED_STEPS (the simulated city's sensors and links, alert rules, …).
 */
export type SeedStep = (db: import('../db/index.ts').Queryable, ids: SeededIds) => Promise<void>;

export const SEED_STEPS: SeedStep[] = [
  seedTraffic,
  seedJunctions,
  seedGrids,
  seedSigns,
  seedAlertRules,
  (db, ids) => seedRoadAnalytics(db, ids),
  seedPort,
];

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return rows[0].n === 0;
}

/** Seeds the demo companies, users and every module's data into an empty database. */
export async function seed(db: Db, password: string): Promise<SeededIds> {
  return db.transaction(async (tx) => {
    const ids = await seedCore(tx, password);
    for (const step of SEED_STEPS) await step(tx, ids);
    return ids;
  });
}
