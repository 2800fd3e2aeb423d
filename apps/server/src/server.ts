import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadEnv } from './env.ts';
import { resolveSecretKey } from './lib/secret-key.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { isEmpty, seed } from './seed/index.ts';
import { localBus, postgresBus } from './lib/events.ts';
import { scheduleVacuum } from './lib/maintenance.ts';
import { startBackground } from './background.ts';
import { httpsRedirectServer, readTls } from './lib/tls.ts';
import { networkUrls } from './lib/allowed-hosts.ts';

const loaded = loadEnv();
let tls: ReturnType<typeof readTls>;
try {
  tls = readTls(loaded);
} catch (err) {
  process.stderr.write(`Invalid environment:\n  ${(err as Error).message}\n`);
  process.exit(1);
}
// Stored secrets are sealed with this key; generated once into DATA_DIR when SECRET_KEY is unset.
const env = { ...loaded, SECRET_KEY: await resolveSecretKey(loaded.SECRET_KEY, loaded.DATA_DIR) };
const started = Date.now();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const level = await migrate(db);

let seededPassword: string | undefined;
if (env.SEED === 'on' && (await isEmpty(db))) {
  seededPassword = env.SEED_PASSWORD ?? randomBytes(9).toString('base64url');
  await seed(db, seededPassword);
  if (!env.SEED_PASSWORD) {
    await mkdir(env.DATA_DIR, { recursive: true });
    await writeFile(path.join(env.DATA_DIR, 'seed-password.txt'), `${seededPassword}\n`, { mode: 0o600 });
  }
}

const events =
  db.kind === 'postgres' && env.DATABASE_URL
    ? await postgresBus(env.DATABASE_URL, (db as unknown as { pool: import('pg').Pool }).pool)
    : localBus();
const app = await buildApp({ env, db, events, tls });
const stopVacuum = scheduleVacuum(db, (m) => app.log.info(m));
// Fastify serves TLS through our server factory, so it does not know and names its addresses http: they are https.
const scheme = (a: string) => (tls ? a.replace(/^http:/, 'https:') : a);
const address = scheme(await app.listen({ port: env.PORT, host: env.HOST, listenTextResolver: (a) => `Server listening at ${scheme(a)}` }));
const httpsPort = (app.server.address() as { port: number }).port;
// Browsers that type the plain http address are sent on to https.
const redirect = tls && env.HTTP_REDIRECT_PORT !== undefined ? httpsRedirectServer(env, httpsPort) : undefined;
if (redirect)
  await new Promise<void>((resolve, reject) => redirect.once('error', reject).listen(env.HTTP_REDIRECT_PORT, env.HOST, resolve));
const stopBackground = await startBackground(app, { freshSeed: seededPassword !== undefined });

const url = env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${httpsPort}`;
const lines = [
  '',
  `  Roadlens is running at ${url}  (${db.kind}, migration ${level}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  `  Listening on ${address}${redirect ? `, and on http port ${(redirect.address() as { port: number }).port} to redirect to https` : ''}`,
];
const onNetwork = networkUrls({ listenHost: env.HOST, port: httpsPort, tls: Boolean(tls), allowedHosts: env.ALLOWED_HOSTS });
if (onNetwork.length) lines.push(`  On this machine's network: ${onNetwork.join('  ')}`);
if (seededPassword) {
  lines.push(
    '  Demo sign-in: admin / operator / viewer / staff / other / port … (e-mail <name>@demo.local)',
    `  Password: ${seededPassword}${env.SEED_PASSWORD ? ' (from SEED_PASSWORD)' : `  (also saved in ${path.join(env.DATA_DIR, 'seed-password.txt')})`}`,
  );
} else if (env.SEED === 'on') {
  lines.push(`  Demo users exist already; the password is SEED_PASSWORD or the one in ${path.join(env.DATA_DIR, 'seed-password.txt')}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);

// Graceful shutdown: stop taking connections, let in-flight requests finish, then close the database.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await stopBackground();
    stopVacuum();
    redirect?.close();
    await app.close();
    await db.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
