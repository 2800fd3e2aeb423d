import { openDb } from './apps/server/src/db/index.ts';
import { migrate } from './apps/server/src/db/migrate.ts';
import { seedCore } from './apps/server/src/seed/core.ts';
const db = await openDb({ dataDir: null });
await migrate(db);
const ids = await seedCore(db, 'x-password-123');
const { rows } = await db.query<{id:number}>(`INSERT INTO links (company_id, name, length_m) SELECT $1, 'l'||g, 1000 FROM generate_series(1,15) g RETURNING id`, [ids.companies.roadanalytics]);
let t = performance.now();
await db.query(`INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
 SELECT l.id, 0, to_timestamp(1700000000 + g*300), 10, 10, 60 + (g % 7), 50 FROM links l CROSS JOIN generate_series(1, 4032) g WHERE l.company_id = $1`, [ids.companies.roadanalytics]);
console.log('generate_series insert ms', Math.round(performance.now() - t));
await db.query('DELETE FROM intervals');
const n = 60480;
const a = Array.from({length:n},(_, i)=>rows[i%15].id), s = Array.from({length:n},(_, i)=>1700000000+i*300), c = Array.from({length:n},()=>10), m = Array.from({length:n},(_, i)=>60+i%7+0.5);
t = performance.now();
await db.query(`INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) SELECT l, 0, to_timestamp(s), c, c, m, m FROM unnest($1::int[], $2::int8[], $3::int[], $4::float8[]) AS x(l,s,c,m)`, [a,s,c,m]);
console.log('unnest insert ms', Math.round(performance.now() - t));
