import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Env } from '../env.ts';
import { allowedHostRules, parseHost } from './allowed-hosts.ts';

/** A PEM certificate chain and its private key, read at start. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** TLS_CERT and TLS_KEY read from disk; undefined when neither is set. Half a pair is a start-up error. */
export function readTls(env: Pick<Env, 'TLS_CERT' | 'TLS_KEY' | 'HTTP_REDIRECT_PORT'>): TlsFiles | undefined {
  if (!env.TLS_CERT && !env.TLS_KEY) {
    if (env.HTTP_REDIRECT_PORT !== undefined)
      throw new Error('HTTP_REDIRECT_PORT needs TLS_CERT and TLS_KEY: there is no https address to send browsers to.');
    return undefined;
  }
  if (!env.TLS_CERT || !env.TLS_KEY) throw new Error('Set both TLS_CERT and TLS_KEY (PEM files) to serve HTTPS, or neither.');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new Error(`${name}: cannot read ${file} (${(err as Error).message})`, { cause: err });
    }
  };
  return { cert: read('TLS_CERT', env.TLS_CERT), key: read('TLS_KEY', env.TLS_KEY) };
}

/**
 * The Node server Fastify runs on: HTTPS with the given files, else plain HTTP. The request's
 * protocol then reads https, so session cookies are marked Secure.
 */
export function serverFactoryFor(tls: TlsFiles | undefined) {
  return (handler: RequestListener): Server =>
    (tls ? createHttpsServer({ cert: tls.cert, key: tls.key }, handler) : createHttpServer(handler)) as unknown as Server;
}

/**
 * A plain-HTTP listener that answers every request with 301 to the same path on the https
 * address: PUBLIC_URL's origin when set, else the requested host name (only one this server
 * answers for, so the redirect never points elsewhere) on the HTTPS port.
 */
export function httpsRedirectServer(env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'HOST'>, httpsPort: number): Server {
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    let origin = publicOrigin;
    if (!origin) {
      const host = parseHost(req.headers.host ?? '');
      const rules = allowedHostRules({ allowedHosts: env.ALLOWED_HOSTS, listenHost: env.HOST, listenPort: httpsPort });
      if (host && rules.some((r) => r.hostname === host.hostname))
        origin = `https://${host.hostname}${httpsPort === 443 ? '' : `:${httpsPort}`}`;
    }
    if (!origin || !path.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Use the https address of this server.\n');
      return;
    }
    res.writeHead(301, { Location: `${origin}${path}`, 'Content-Type': 'text/plain; charset=utf-8' }).end(`Moved to ${origin}${path}\n`);
  });
}
