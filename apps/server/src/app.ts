import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/index.ts';
import type { Env } from './env.ts';
import { localBus, type EventBus } from './lib/events.ts';
import { serverFactoryFor, type TlsFiles } from './lib/tls.ts';
import errorHandler, { frameworkErrors } from './plugins/error-handler.ts';
import inputGuard from './plugins/input-guard.ts';
import security from './plugins/security.ts';
import openapi from './plugins/openapi.ts';
import auth from './plugins/auth.ts';
import requestTarget from './plugins/request-target.ts';
import spa, { readIndexHtml } from './plugins/spa.ts';
import { modules } from './modules/index.ts';
import { RequestLog } from './lib/request-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    events: EventBus;
  }
}

export interface AppDeps {
  env: Env;
  db: Db;
  events?: EventBus;
  /** Sees every route as it is registered: how a test compares the server's routes with the contract's table. */
  onRoute?: (route: RouteOptions) => void;
  /** Certificate and key: the app then speaks HTTPS itself. */
  tls?: TlsFiles;
}

export const WEB_DIST_DEFAULT = path.resolve(import.meta.dirname, '../../web/dist');

/** The release the built web app carries; the browser compares it with X-Frontend-Update. */
function webRelease(distDir: string, fallback: string): string {
  const file = path.join(distDir, 'release.json');
  if (!existsSync(file)) return fallback;
  return (JSON.parse(readFileSync(file, 'utf8')) as { release: string }).release;
}

/** Builds the whole HTTP application around an open database. Tests call this; server.ts listens. */
export async function buildApp({ env, db, events = localBus(), onRoute, tls }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: serverFactoryFor(tls),
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'] },
    logController: new RequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY === 'on',
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors,
    // Every path answers as written, with or without its trailing slash.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('events', events);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const distDir = env.WEB_DIST ?? WEB_DIST_DEFAULT;
  const release = webRelease(distDir, env.RELEASE);
  // Refuses full-URL targets and unknown Host names before any other hook runs.
  await app.register(requestTarget, { env });
  // Set when the request arrives, so a route that streams its own answer (an export's zip) sends them too.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Decided by the route that answered (its declared path), never by the request's text.
    if (!req.is404 && req.routeOptions.url?.startsWith('/api/')) reply.header('X-Frontend-Update', release);
  });
  app.addHook('onSend', async (req, reply) => {
    if ((req.is404 || req.routeOptions.url?.startsWith('/api/')) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });

  await app.register(errorHandler);
  // Read once: the page is sent as it is, and its inline scripts' hashes go into the CSP.
  const indexHtml = readIndexHtml(distDir);
  await app.register(security, { env, indexHtml });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  // After the body parsers, so it sees form and multipart fields too.
  await app.register(inputGuard);
  await app.register(openapi);
  await app.register(auth, { db, env });
  for (const group of modules) for (const register of group) register(app);
  await app.register(spa, { distDir, indexHtml });
  app.addHook('onClose', async () => {
    await events.close();
  });
  return app;
}
