#!/usr/bin/env node
// `npm test`: every test — unit, web, server on PGlite, server on PostgreSQL (when one answers),
// and e2e in Debian's Chromium. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { execSync, spawnSync } from 'node:child_process';
import net from 'node:net';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

// The e2e tests drive Debian's Chromium and look at generated PDFs with poppler's pdftoppm.
const DEBIAN_TOOLS = [
  { commands: ['chromium', 'chromium-browser'], pkg: 'chromium' },
  { commands: ['pdftoppm'], pkg: 'poppler-utils' },
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((t) => !t.commands.some(has)).map((t) => t.pkg);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && has('apt-get')) {
    console.log(`Installing Debian's ${missing.join(', ')}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
    return;
  }
  console.error(`The e2e tests need ${missing.join(', ')}. Install with:  sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

function answers(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL) {
  if (env.DATABASE_URL) env.TEST_DATABASE_URL = env.DATABASE_URL;
  else if (await answers('127.0.0.1', 5432)) env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}
if (env.TEST_DATABASE_URL) console.log('Server tests run on PGlite and on PostgreSQL.');
else console.log('No PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is unset: server tests run on PGlite only.');
// The e2e server always uses its own embedded database, whatever DATABASE_URL says.
delete env.DATABASE_URL;

const args = process.argv.slice(2);
const onlySome = args.includes('--project');
if (!onlySome || args.includes('e2e')) ensureDebianTools();

const r = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
