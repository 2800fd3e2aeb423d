import type { Activity, ActivityStatus, ArrivalTiming } from '@roadlens/contract/activities';
import type { Queryable } from '../../db/index.ts';

interface ActivityRow {
  id: number;
  status: ActivityStatus;
  terminal_name: string;
  tag_id: number | null;
  tag_name: string;
  rendezvous_number: string | null;
  window_start: Date | null;
  window_end: Date | null;
  arrived_at: Date;
  gate_in_at: Date;
  yard_at: Date | null;
  gate_out_at: Date;
  comment: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, status, terminal_name, tag_id, tag_name, rendezvous_number, window_start, window_end, arrived_at,
  gate_in_at, yard_at, gate_out_at, comment, decided_by, decided_by_name, decided_at, created_at`;

const iso = (d: Date) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);
const ms = (d: Date) => new Date(d).getTime();

/** The truck reached the gate queue before, inside or after its appointment window. */
export function arrivalTiming(arrived: Date, start: Date | null, end: Date | null): ArrivalTiming | null {
  if (!start || !end) return null;
  return ms(arrived) < ms(start) ? 'early' : ms(arrived) > ms(end) ? 'late' : 'on_time';
}

const toActivity = (r: ActivityRow): Activity => ({
  id: r.id,
  status: r.status,
  terminal_name: r.terminal_name,
  tag_id: r.tag_id,
  tag_name: r.tag_name,
  rendezvous_number: r.rendezvous_number,
  window_start: isoOrNull(r.window_start),
  window_end: isoOrNull(r.window_end),
  arrived_at: iso(r.arrived_at),
  gate_in_at: iso(r.gate_in_at),
  yard_at: isoOrNull(r.yard_at),
  gate_out_at: iso(r.gate_out_at),
  gate_wait_s: (ms(r.gate_in_at) - ms(r.arrived_at)) / 1000,
  turn_time_s: (ms(r.gate_out_at) - ms(r.gate_in_at)) / 1000,
  arrival: arrivalTiming(r.arrived_at, r.window_start, r.window_end),
  comment: r.comment,
  decided_by: r.decided_at ? { id: r.decided_by, name: r.decided_by_name ?? '' } : null,
  decided_at: isoOrNull(r.decided_at),
  created_at: iso(r.created_at),
});

/** The company's activities whose truck passed the gate since `from`, newest first. */
export async function listActivities(db: Queryable, companyId: number, from: Date, status?: ActivityStatus): Promise<Activity[]> {
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${COLUMNS} FROM activities
      WHERE company_id = $1 AND gate_in_at >= $2 AND ($3::text IS NULL OR status = $3)
      ORDER BY gate_in_at DESC, id DESC LIMIT 500`,
    [companyId, from, status ?? null],
  );
  return rows.map(toActivity);
}

export async function findActivity(db: Queryable, companyId: number, id: number): Promise<Activity | null> {
  const { rows } = await db.query<ActivityRow>(`SELECT ${COLUMNS} FROM activities WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ? toActivity(rows[0]) : null;
}

/**
 * Records the decision on a pending activity, with who (their name as it was then) and when.
 * False when there is no pending activity of that id: the condition in the UPDATE makes two
 * decisions racing each other end with exactly one.
 */
export async function decideActivity(
  db: Queryable,
  companyId: number,
  id: number,
  d: { status: 'approved' | 'rejected'; comment: string | null; userId: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE activities a SET status = $3, comment = $4, decided_by = u.id, decided_at = now(),
        decided_by_name = COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username)
       FROM users u
      WHERE a.id = $2 AND a.company_id = $1 AND a.status = 'pending' AND u.id = $5`,
    [companyId, id, d.status, d.comment, d.userId],
  );
  return rowCount > 0;
}
