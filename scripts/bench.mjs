#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/ one after another (each prints its own figures), or only
// the ones named: `npm run bench -- export-1m live-latency`. Environment variables pass through, so
// `TEST_DB=pg TEST_DATABASE_URL=…` runs them on PostgreSQL. Exits non-zero when any benchmark failed.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const all = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.ts') && f !== 'support.ts' && f !== 'stats.ts')
  .map((f) => f.slice(0, -3))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const name of wanted.length ? wanted : all) {
  console.log(`\n── bench/${name}.ts`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
