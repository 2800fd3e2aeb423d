#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then serves everything on PORT (8080).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (m, e) => Math.max(m, e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs),
    0,
  );
const dist = path.join(web, 'dist/index.html');
if (!existsSync(dist) || newest(path.join(web, 'src')) > statSync(dist).mtimeMs) {
  console.log('Building the web app…');
  execSync('npm run build -w @roadlens/web', { cwd: root, stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
