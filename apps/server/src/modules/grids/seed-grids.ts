import type { Queryable } from '../../db/index.ts';
import type { SeededIds } from '../../seed/core.ts';
import { insertGrid } from './grids.queries.ts';
import { writeZones } from './write-zones.ts';

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);

/**
 * Demo City's districts as groups of its Bluetooth sensors (radars see no vehicle twice), so the
 * origin/destination matrix has the simulated vehicles' trips on a fresh install. Configuration
 * only: the trips come from the simulator's detections like any other.
 */
const DISTRICTS = [
  { name: 'Western D-100 (Avcılar–İncirli)', serials: range('IST-D100', 1, 8) },
  { name: 'Historic peninsula (Merter–Okmeydanı)', serials: range('IST-D100', 9, 15) },
  { name: 'Marmara coast (Kennedy Caddesi)', serials: range('IST-KND', 1, 10) },
  { name: 'Beşiktaş & Mecidiyeköy', serials: [...range('IST-D100', 16, 18), ...range('IST-BRB', 1, 4)] },
  { name: 'Levent & Maslak', serials: range('IST-BYD', 1, 6) },
  { name: 'Anatolian side (Üsküdar–Kozyatağı)', serials: range('IST-D100', 19, 25) },
];

export async function seedGrids(db: Queryable, ids: SeededIds): Promise<void> {
  const company = ids.companies.demo;
  const { rows } = await db.query<{ id: number; serial: string }>(
    'SELECT id, serial FROM devices WHERE company_id = $1 AND serial = ANY($2::text[]) AND deleted_at IS NULL',
    [company, DISTRICTS.flatMap((d) => d.serials)],
  );
  const device = new Map(rows.map((r) => [r.serial, r.id]));
  if (!device.size) return; // the simulated city is not seeded here
  const zones = DISTRICTS.map((d) => ({
    name: d.name,
    kind: 'sensors' as const,
    device_ids: d.serials.map((s) => device.get(s)).filter((id): id is number => id !== undefined),
  })).filter((z) => z.device_ids.length > 0);
  const gridId = await insertGrid(db, company, 'Istanbul districts');
  await writeZones(db, gridId, zones);
}
