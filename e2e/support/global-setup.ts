import { execSync } from 'node:child_process';
import { existsSync, statSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer, type RunningServer } from './server.ts';

export const E2E_PASSWORD = 'e2e-password-123';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app once (when its sources changed) and starts one real server with the seed for the e2e files. */
export default async function setup(project: TestProject) {
  const web = path.join(ROOT, 'apps/web');
  const dist = path.join(web, 'dist/index.html');
  const stale = !existsSync(dist) || newestMtime(path.join(web, 'src')) > statSync(dist).mtimeMs || process.env.CI === 'true';
  // E2E_PRIVATE_BUILD=1 builds into a folder of this run only, so several people (or agents)
  // editing the web app and running e2e at once never serve each other's half-written build.
  const privateDist = process.env.E2E_PRIVATE_BUILD === '1' ? mkdtempSync(path.join(tmpdir(), 'roadlens-web-')) : undefined;
  // WEB_DIST names a finished build to test as it is (an older release, say), with no build step.
  const givenDist = privateDist ? undefined : process.env.WEB_DIST;
  // The web package's build script sets NODE_ENV=production itself: vitest's NODE_ENV=test, inherited, gave React's
  // development build (slower, a third larger, effects run twice), so the browser tests did not test what ships.
  const build = { cwd: ROOT, stdio: 'inherit' } as const;
  if (privateDist) execSync(`npm run build -w @roadlens/web -- --outDir ${JSON.stringify(privateDist)} --emptyOutDir`, build);
  else if (stale && !givenDist) execSync('npm run build -w @roadlens/web', build);
  const webDist = privateDist ?? givenDist;
  const webEnv: Record<string, string> = webDist ? { WEB_DIST: webDist } : {};
  let server: RunningServer | undefined = await startServer({
    SEED_PASSWORD: E2E_PASSWORD,
    SIMULATOR: process.env.E2E_SIMULATOR ?? 'off',
    // The test identity provider listens on loopback over plain http.
    SSO_ALLOW_PRIVATE_ISSUERS: 'true',
    ...webEnv,
  });
  project.provide('baseURL', server.url);
  project.provide('password', E2E_PASSWORD);
  // Specs that start a server of their own serve the same build.
  project.provide('webEnv', webEnv);
  return async () => {
    await server?.stop();
    server = undefined;
    if (privateDist) rmSync(privateDist, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    password: string;
    webEnv: Record<string, string>;
  }
}
