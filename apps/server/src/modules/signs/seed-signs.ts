import type { Queryable } from '../../db/index.ts';
import type { SeededIds } from '../../seed/core.ts';
import { insertSign, setSignRoutes } from './signs.queries.ts';

/**
 * Two signs over Demo City's seeded routes (the simulated city's): one on the D-100 announcing
 * both of its routes, one on Büyükdere Caddesi. Runs after the traffic seed, which made the routes.
 */
export async function seedSigns(db: Queryable, ids: SeededIds): Promise<void> {
  const company = ids.companies.demo;
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM routes WHERE company_id = $1', [company]);
  const byStart = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))?.id;
  const d100 = byStart('D-100 Avcılar');
  const bridge = byStart('D-100 Kozyatağı');
  const maslak = byStart('Büyükdere Caddesi Maslak');
  // The simulated city carries 1-5 vehicles per link per 5 minutes, so a whole route's confidence
  // is 0.1-0.4: a higher floor would keep the demo signs on their fallback text all day.
  if (d100 && bridge) {
    const id = await insertSign(db, company, {
      name: 'D-100 Avcılar VMS',
      lat: 40.9795,
      lng: 28.7214,
      rounding_min: 1,
      max_minutes: 90,
      min_confidence: 0.1,
      max_age_min: 15,
      lines: [
        { template: `ZINCIRLIKUYU {tt_min:${d100}} DK`, fallback: 'ZINCIRLIKUYU' },
        { template: `KÖPRÜ YÖNÜ {tt_min:${bridge}} DK`, fallback: 'DIKKATLI SÜRÜN' },
      ],
    });
    await setSignRoutes(db, id, [
      { route_id: d100, speed_limit_kmh: 90 },
      { route_id: bridge, speed_limit_kmh: 90 },
    ]);
  }
  if (maslak) {
    const id = await insertSign(db, company, {
      name: 'Maslak VMS',
      lat: 41.1086,
      lng: 29.0203,
      rounding_min: 2,
      max_minutes: 45,
      min_confidence: 0.1,
      max_age_min: 15,
      lines: [{ template: `ZINCIRLIKUYU {tt_min:${maslak}} DK`, fallback: 'ZINCIRLIKUYU' }],
    });
    await setSignRoutes(db, id, [{ route_id: maslak, speed_limit_kmh: 50 }]);
  }
}
