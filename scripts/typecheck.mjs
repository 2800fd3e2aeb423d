#!/usr/bin/env node
// `npm run typecheck`: the root program (e2e, the benchmarks that drive a browser, scripts), the web app's and the
// server's (with the shared packages and the other benchmarks), checked by TypeScript two at a time, one per core: one
// after the other they took over a minute.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first. The shared packages are checked inside the server's program (its tsconfig includes their sources,
// under the same settings: no DOM), not on their own as well: every file of theirs was checked twice, and on a
// 2-core machine with slow page faults a cold check of the five programs took over a minute.
const PROJECTS = ['apps/web', '.', 'apps/server'];

const check = (dir) =>
  new Promise((resolve) => {
    // Incremental: a later check reads what the last one found (kept under node_modules/.cache) and re-checks only
    // what changed, instead of every file again (the web program alone took 53 s on a busy 2-core machine).
    const info = `node_modules/.cache/tsc/${dir === '.' ? 'root' : dir.replaceAll('/', '-')}.tsbuildinfo`;
    const args = ['tsc', '-p', `${dir}/tsconfig.json`, '--noEmit', '--pretty', '--incremental', '--tsBuildInfoFile', info];
    const tsc = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    tsc.stdout.on('data', (d) => (out += d));
    tsc.stderr.on('data', (d) => (out += d));
    tsc.on('close', (code) => {
      // Output per project in one piece, so two programs' errors never interleave.
      process.stdout.write(`── tsc -p ${dir}${code === 0 ? ': ok' : ''}\n${out.replace(/^npm warn.*\n/gm, '')}`);
      resolve(code === 0);
    });
  });

const queue = [...PROJECTS];
const worker = async () => {
  let ok = true;
  while (queue.length) ok = (await check(queue.shift())) && ok;
  return ok;
};
const results = await Promise.all(Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
