import type { Queryable } from '../../db/index.ts';
import type { Me, MePatch, UserListItem } from '@roadlens/contract';

interface MeRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_superuser: boolean;
  image: string | null;
  group_id: number | null;
  group_name: string | null;
  is_terminal_user: boolean;
  is_distributor_user: boolean;
  is_expert: boolean;
  default_route: number | null;
  measures: Me['measures'] | null;
  definition_type: number;
  time_zone: string;
  language: string;
  two_fa_enabled: boolean;
  c_id: number;
  c_uuid: string;
  c_name: string;
  c_grafana_org_id: string | null;
  c_driving_direction: 'right' | 'left';
  c_data_types: number[];
  c_application_type: number;
  c_measures: Me['measures'];
  c_peak_hours: Me['company']['peak_hours'];
  c_speed_colors: Me['company']['speed_colors'];
  c_time_zone: string;
  c_map_center: Me['company']['map_center'];
}

/** The profile, in one query; `signInMethod` comes from the caller's session. */
export async function findMe(db: Queryable, userId: number, signInMethod: string): Promise<Me | null> {
  const { rows } = await db.query<MeRow>(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.is_staff, u.is_superuser, u.image,
            u.group_id, g.name AS group_name, u.is_terminal_user, u.is_distributor_user, u.is_expert,
            u.default_route, u.measures, u.definition_type, u.time_zone, u.language, u.two_fa_enabled,
            c.id AS c_id, c.uuid::text AS c_uuid, c.name AS c_name, c.grafana_org_id AS c_grafana_org_id,
            c.driving_direction AS c_driving_direction, c.data_types AS c_data_types,
            c.application_type AS c_application_type, c.measures AS c_measures, c.peak_hours AS c_peak_hours,
            c.speed_colors AS c_speed_colors, c.time_zone AS c_time_zone, c.map_center AS c_map_center
       FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN groups g ON g.id = u.group_id
      WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    auth_user: {
      username: r.username,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      is_staff: r.is_staff,
      is_superuser: r.is_superuser,
    },
    image: r.image,
    group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
    is_terminal_user: r.is_terminal_user,
    is_distributor_user: r.is_distributor_user,
    is_expert: r.is_expert,
    default_route: r.default_route,
    company: {
      id: r.c_id,
      uuid: r.c_uuid,
      name: r.c_name,
      grafana_org_id: r.c_grafana_org_id,
      driving_direction: r.c_driving_direction,
      data_types: r.c_data_types,
      application_type: r.c_application_type,
      measures: r.c_measures,
      peak_hours: r.c_peak_hours,
      speed_colors: r.c_speed_colors,
      time_zone: r.c_time_zone,
      map_center: r.c_map_center,
    },
    // Per-user units fall back to the company's.
    measures: r.measures ?? r.c_measures,
    definition_type: r.definition_type,
    time_zone: r.time_zone,
    language: r.language === 'tr' ? 'tr' : 'en',
    two_fa_enabled: r.two_fa_enabled,
    sign_in_method: signInMethod,
  };
}

export async function findSessionMethod(db: Queryable, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ method: string }>('SELECT method FROM sessions WHERE id = $1', [sessionId]);
  return rows[0]?.method ?? null;
}

/** Only the fields present in the patch change (COALESCE keeps the rest). */
export async function updateMe(db: Queryable, userId: number, p: MePatch): Promise<void> {
  await db.query(
    `UPDATE users SET
        first_name = COALESCE($2, first_name),
        last_name  = COALESCE($3, last_name),
        image      = CASE WHEN $4::boolean THEN $5 ELSE image END,
        measures   = COALESCE($6::jsonb, measures),
        time_zone  = COALESCE($7, time_zone),
        language   = COALESCE($8, language)
      WHERE id = $1`,
    [
      userId,
      p.first_name ?? null,
      p.last_name ?? null,
      p.image !== undefined,
      p.image ?? null,
      p.measures ? JSON.stringify(p.measures) : null,
      p.time_zone ?? null,
      p.language ?? null,
    ],
  );
}

export async function listCompanyGroups(db: Queryable, companyId: number) {
  const { rows } = await db.query<{ id: number; name: string; permissions: string[] }>(
    'SELECT id, name, permissions FROM groups WHERE company_id = $1 ORDER BY name, id',
    [companyId],
  );
  return rows;
}

export async function findCompanyGroup(db: Queryable, companyId: number, groupId: number) {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM groups WHERE company_id = $1 AND id = $2', [companyId, groupId]);
  return rows[0] ?? null;
}

interface UserListRow extends Omit<UserListItem, 'group' | 'last_login'> {
  group_id: number | null;
  group_name: string | null;
  last_login: Date | null;
}

const toListItem = (r: UserListRow): UserListItem => ({
  id: r.id,
  username: r.username,
  email: r.email,
  first_name: r.first_name,
  last_name: r.last_name,
  group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
  is_active: r.is_active,
  is_staff: r.is_staff,
  two_fa_enabled: r.two_fa_enabled,
  last_login: r.last_login ? new Date(r.last_login).toISOString() : null,
});

const LIST_COLUMNS = `u.id, u.username, u.email, u.first_name, u.last_name, u.group_id, g.name AS group_name,
  u.is_active, u.is_staff, u.two_fa_enabled, u.last_login`;

export async function listCompanyUsers(db: Queryable, companyId: number): Promise<UserListItem[]> {
  const { rows } = await db.query<UserListRow>(
    `SELECT ${LIST_COLUMNS} FROM users u LEFT JOIN groups g ON g.id = u.group_id
      WHERE u.company_id = $1 ORDER BY lower(u.username)`,
    [companyId],
  );
  return rows.map(toListItem);
}

export async function findCompanyUser(db: Queryable, companyId: number, userId: number): Promise<UserListItem | null> {
  const { rows } = await db.query<UserListRow>(
    `SELECT ${LIST_COLUMNS} FROM users u LEFT JOIN groups g ON g.id = u.group_id
      WHERE u.company_id = $1 AND u.id = $2`,
    [companyId, userId],
  );
  return rows[0] ? toListItem(rows[0]) : null;
}

export async function updateCompanyUser(
  db: Queryable,
  userId: number,
  p: { setGroup: boolean; groupId: number | null; isActive: boolean | null },
): Promise<void> {
  await db.query(
    `UPDATE users SET group_id = CASE WHEN $2::boolean THEN $3::integer ELSE group_id END,
                      is_active = COALESCE($4, is_active)
      WHERE id = $1`,
    [userId, p.setGroup, p.groupId, p.isActive],
  );
}

export async function updateGroupPermissions(db: Queryable, companyId: number, groupId: number, permissions: string[]) {
  const { rows } = await db.query<{ id: number; name: string; permissions: string[] }>(
    'UPDATE groups SET permissions = $3 WHERE company_id = $1 AND id = $2 RETURNING id, name, permissions',
    [companyId, groupId, permissions],
  );
  return rows[0] ?? null;
}

/** Null when the company already has a role of that name. */
export async function createGroup(db: Queryable, companyId: number, name: string, permissions: string[]) {
  const { rows } = await db.query<{ id: number; name: string; permissions: string[] }>(
    `INSERT INTO groups (company_id, name, permissions) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, name) DO NOTHING RETURNING id, name, permissions`,
    [companyId, name, permissions],
  );
  return rows[0] ?? null;
}
