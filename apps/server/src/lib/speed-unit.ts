import type { Queryable } from '../db/index.ts';

/** Speeds are stored in km/h; a user sees them in their own unit, else their company's. */
export type SpeedUnit = 'km__hr' | 'mi__hr';

const KM_PER_MILE = 1.609344;

export async function speedUnitOf(db: Queryable, userId: number): Promise<SpeedUnit> {
  const { rows } = await db.query<{ unit: string | null }>(
    `SELECT COALESCE(u.measures, c.measures)->>'speed' AS unit FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.unit === 'mi__hr' ? 'mi__hr' : 'km__hr';
}

/** The CSV column of a speed in the unit: `speed_kmh` or `speed_mph`. */
export const speedColumn = (unit: SpeedUnit): string => (unit === 'mi__hr' ? 'speed_mph' : 'speed_kmh');

/** A stored km/h value in the unit (mph to two decimals); null stays null. */
export function speedIn(kmh: number | null | undefined, unit: SpeedUnit): number | null {
  if (kmh === null || kmh === undefined) return null;
  return unit === 'mi__hr' ? Math.round((kmh / KM_PER_MILE) * 100) / 100 : kmh;
}
