import type { Db, Queryable } from '../../db/index.ts';
import type { Junction, JunctionCreate } from '@roadlens/contract/junctions';

interface Row {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
  created_at: Date;
  arms: { position: number; name: string; approach_id: number; approach_name: string; exit_id: number; exit_name: string }[] | null;
}

const SELECT = `SELECT j.id, j.name, j.lat, j.lng, j.created_at,
    (SELECT json_agg(json_build_object('position', a.position, 'name', a.name, 'approach_id', da.id, 'approach_name', da.name,
        'exit_id', de.id, 'exit_name', de.name) ORDER BY a.position)
     FROM junction_arms a JOIN devices da ON da.id = a.approach_device_id JOIN devices de ON de.id = a.exit_device_id
     WHERE a.junction_id = j.id) AS arms
  FROM junctions j`;

const toJunction = (r: Row): Junction => ({
  id: r.id,
  name: r.name,
  lat: r.lat,
  lng: r.lng,
  created_at: new Date(r.created_at).toISOString(),
  arms: (r.arms ?? []).map((a) => ({
    position: a.position,
    name: a.name,
    approach_device: { id: a.approach_id, name: a.approach_name },
    exit_device: { id: a.exit_id, name: a.exit_name },
  })),
});

export async function listJunctions(db: Queryable, companyId: number): Promise<Junction[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE j.company_id = $1 ORDER BY j.name, j.id`, [companyId]);
  return rows.map(toJunction);
}

export async function findJunction(db: Queryable, companyId: number, id: number): Promise<Junction | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE j.company_id = $1 AND j.id = $2`, [companyId, id]);
  return rows[0] ? toJunction(rows[0]) : null;
}

/** Which of these device ids belong to the company. */
export async function companyDeviceIds(db: Queryable, companyId: number, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM devices WHERE company_id = $1 AND id = ANY($2::int[])', [companyId, ids]);
  return new Set(rows.map((r) => r.id));
}

/** Inserts the junction and its arms (positions in the order given) in one transaction. */
export async function insertJunction(db: Db, companyId: number, j: JunctionCreate): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO junctions (company_id, name, lat, lng) VALUES ($1, $2, $3, $4) RETURNING id',
      [companyId, j.name, j.lat ?? null, j.lng ?? null],
    );
    const id = rows[0].id;
    await tx.query(
      `INSERT INTO junction_arms (junction_id, position, name, approach_device_id, exit_device_id)
       SELECT $1, p - 1, x.name, x.a, x.e FROM unnest($2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS x(name, a, e, p)`,
      [id, j.arms.map((a) => a.name), j.arms.map((a) => a.approach_device_id), j.arms.map((a) => a.exit_device_id)],
    );
    return id;
  });
}

export async function deleteJunction(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM junctions WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

export async function companyTimeZone(db: Queryable, companyId: number): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>('SELECT time_zone FROM companies WHERE id = $1', [companyId]);
  return rows[0]?.time_zone ?? 'UTC';
}
