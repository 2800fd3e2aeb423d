import type { Appointment } from '@roadlens/contract/activities';
import type { Queryable } from '../../db/index.ts';

/** The name of the company's known device, or null when it has no such tag. */
export async function tagName(db: Queryable, companyId: number, tagId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM known_tags WHERE company_id = $1 AND id = $2', [companyId, tagId]);
  return rows[0]?.name ?? null;
}

/** Books a slot; null when the company already has that rendezvous number. */
export async function insertAppointment(
  db: Queryable,
  companyId: number,
  a: { tag_id: number; rendezvous_number: string; window_start: string; window_end: string },
): Promise<Omit<Appointment, 'tag_name'> | null> {
  const { rows } = await db.query<{ id: number; tag_id: number; rendezvous_number: string; window_start: Date; window_end: Date }>(
    `INSERT INTO port_appointments (company_id, tag_id, rendezvous_number, window_start, window_end)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, rendezvous_number) DO NOTHING
     RETURNING id, tag_id, rendezvous_number, window_start, window_end`,
    [companyId, a.tag_id, a.rendezvous_number, a.window_start, a.window_end],
  );
  const r = rows[0];
  return r ? { ...r, window_start: new Date(r.window_start).toISOString(), window_end: new Date(r.window_end).toISOString() } : null;
}

/**
 * Books many slots at once for the trucks known by these keyed fingerprints (the simulated
 * terminal's appointment system); slots already booked and trucks the company does not know are
 * skipped. Returns how many were new.
 */
export async function upsertAppointments(
  db: Queryable,
  companyId: number,
  list: Array<{ fingerprint: string; rendezvousNumber: string; windowStart: number; windowEnd: number }>,
): Promise<number> {
  if (list.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO port_appointments (company_id, tag_id, rendezvous_number, window_start, window_end)
     SELECT $1, t.id, x.rv, to_timestamp(x.s), to_timestamp(x.e)
       FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) AS x(fp, rv, s, e)
       JOIN known_tags t ON t.company_id = $1 AND t.fingerprint = x.fp
     ON CONFLICT (company_id, rendezvous_number) DO NOTHING`,
    [
      companyId,
      list.map((a) => a.fingerprint),
      list.map((a) => a.rendezvousNumber),
      list.map((a) => a.windowStart),
      list.map((a) => a.windowEnd),
    ],
  );
  return rowCount;
}
