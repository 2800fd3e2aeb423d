import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html so client routes survive a reload.
 * Unknown /api/ paths always get a JSON 404.
 */
export default fp<{ distDir: string }>(async (app, { distDir }) => {
  const indexPath = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res: import("fastify").FastifyReply, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes(`${path.sep}i18n${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const index = hasSpa ? readFileSync(indexPath, 'utf8') : null;
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(index);

  app.get('/', { schema: { hide: true }, config: { access: { auth: 'public' } } }, (_req, reply) =>
    index ? sendIndex(reply) : reply.code(200).type('text/plain').send('Roadlens API. Build the web app with `npm run build`.'),
  );

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || (req.method !== 'GET' && req.method !== 'HEAD') || !index) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    // A missing asset is a real 404, not the app shell.
    if (/\.[a-z0-9]{1,8}(\?|$)/i.test(req.url) && !req.url.endsWith('.html')) return reply.code(404).send({ detail: 'Not found.' });
    return sendIndex(reply);
  });
});
