import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import type { Env } from '../env.ts';

/**
 * The CSP sources of the scripts written into the page itself (the build inlines the first one, so it runs before
 * any file has come back): the hash of each, so those and no other inline script run.
 */
export function inlineScriptSources(html: string | null): string[] {
  if (!html) return [];
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/i.test(attrs) && body.trim() !== '')
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The headers helmet sets for these options, worked out once: they depend on nothing in the
 * request (no CSP nonces), so building helmet's middleware for every request, as its Fastify
 * plugin does, would only recompute the same strings.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return [...headers];
}

/**
 * Security headers with a Content-Security-Policy the app works under: scripts only from us (files, and the
 * page's own inline scripts by hash);
 * inline styles for MUI's emotion; workers from blob: for MapLibre and the mock service worker;
 * the configured basemap's origin for tiles; https frames for the embedded help pages.
 */
export default fp<{ env: Env; indexHtml: string | null }>(async (app, { env, indexHtml }) => {
  const mapOrigin = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(indexHtml)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin, 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigin, 'https:'],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore the opener policy on plain-HTTP origins other than localhost and log an
    // error on every page (a LAN install at http://server-ip:8080); it is sent only over HTTPS.
    crossOriginOpenerPolicy: false,
    hsts: env.TRUST_PROXY === 'on',
  });
  // On the raw response as helmet does, so routes that write their own head (event stream, zip
  // downloads) carry them too, and at the start, so errors and 404s do.
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (req.protocol === 'https') reply.raw.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    done();
  });
});
