import type { Queryable } from '../../db/index.ts';
import type { SeededIds } from '../../seed/core.ts';

/**
 * Demo City's junction at Zincirlikuyu, where the simulated D-100 passes and Barbaros Bulvarı
 * turns into Büyükdere Caddesi: one Bluetooth sensor on each arm sees vehicles arrive and leave.
 */
const ZINCIRLIKUYU = {
  name: 'Zincirlikuyu',
  at: { lat: 41.0705, lng: 29.0115 },
  arms: [
    { name: 'D-100 west (Mecidiyeköy)', serial: 'IST-D100-16' },
    { name: 'Barbaros Bulvarı (Esentepe)', serial: 'IST-BRB-04' },
    { name: 'Büyükdere Caddesi (Levent)', serial: 'IST-BYD-02' },
    { name: 'D-100 east (Balmumcu)', serial: 'IST-D100-18' },
  ],
};

export async function seedJunctions(db: Queryable, ids: SeededIds): Promise<void> {
  const company = ids.companies.demo;
  const { rows: devs } = await db.query<{ id: number; serial: string }>(
    'SELECT id, serial FROM devices WHERE company_id = $1 AND serial = ANY($2::text[])',
    [company, ZINCIRLIKUYU.arms.map((a) => a.serial)],
  );
  const device = new Map(devs.map((d) => [d.serial, d.id]));
  if (device.size !== ZINCIRLIKUYU.arms.length) return; // the simulated city is not seeded here
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO junctions (company_id, name, lat, lng) VALUES ($1, $2, $3, $4) RETURNING id',
    [company, ZINCIRLIKUYU.name, ZINCIRLIKUYU.at.lat, ZINCIRLIKUYU.at.lng],
  );
  await db.query(
    `INSERT INTO junction_arms (junction_id, position, name, approach_device_id, exit_device_id)
     SELECT $1, p - 1, x.n, x.d, x.d FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS x(n, d, p)`,
    [rows[0].id, ZINCIRLIKUYU.arms.map((a) => a.name), ZINCIRLIKUYU.arms.map((a) => device.get(a.serial))],
  );
}
