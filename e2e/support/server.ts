import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the real server (as `npm start` does, without the build) on a fresh data folder and a port it picks
 * itself (PORT=0), read from its announcement (`root`: another checkout's server, for a benchmark that compares): a port probed beforehand could be taken by another test's
 * process before the server listens, which comes only after its migrations.
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'roadlens-e2e-')));
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A script that exits without stopping its server (process.exit, a thrown error) would leave it running and
  // loading the machine for every run after: the server goes with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 120_000;
  let port: string | undefined;
  while (!(port = /Listening on \S+?:(\d+)\D/.exec(out)?.[1])) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start within 120 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      const code = await new Promise<number | null>((resolve) => {
        child.once('exit', (c) => resolve(c));
        child.kill(signal);
      });
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
