import type { CompanySettings, CompanySettingsPatch } from '@roadlens/contract/company';
import type { Queryable } from '../../db/index.ts';

const COLUMNS = `id, name, time_zone, measures, driving_direction, peak_hours, speed_colors, data_types, map_center,
  basemap_style_url, grafana_org_id, od_min_trips, detections_retention_days, report_retention_days`;

/** Settings stored as jsonb: their values are sent as JSON text and cast. */
const JSON_COLUMNS = new Set<keyof CompanySettingsPatch>(['measures', 'peak_hours', 'speed_colors', 'map_center']);

export async function getCompanySettings(db: Queryable, companyId: number): Promise<CompanySettings | null> {
  const { rows } = await db.query<CompanySettings>(`SELECT ${COLUMNS} FROM companies WHERE id = $1`, [companyId]);
  return rows[0] ?? null;
}

/**
 * Writes the given settings. The column names come from the keys of a strictly parsed patch, so
 * only known settings can reach the SQL text; every value travels as a parameter.
 */
export async function updateCompanySettings(
  db: Queryable,
  companyId: number,
  patch: CompanySettingsPatch,
): Promise<CompanySettings | null> {
  const entries = Object.entries(patch) as Array<[keyof CompanySettingsPatch, unknown]>;
  if (entries.length === 0) return getCompanySettings(db, companyId);
  const sets = entries.map(([k], i) => (JSON_COLUMNS.has(k) ? `${k} = $${i + 2}::jsonb` : `${k} = $${i + 2}`));
  const values = entries.map(([k, v]) => (JSON_COLUMNS.has(k) && v !== null ? JSON.stringify(v) : v));
  const { rows } = await db.query<CompanySettings>(`UPDATE companies SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, [
    companyId,
    ...values,
  ]);
  return rows[0] ?? null;
}
