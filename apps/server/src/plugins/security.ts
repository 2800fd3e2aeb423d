import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Env } from '../env.ts';

/**
 * Security headers with a Content-Security-Policy the app works under: scripts only from us;
 * inline styles for MUI's emotion; workers from blob: for MapLibre and the mock service worker;
 * the configured basemap's origin for tiles; https frames for the embedded help pages.
 */
export default fp<{ env: Env }>(async (app, { env }) => {
  const mapOrigin = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
});
