import fp from 'fastify-plugin';
import { markPublic } from './auth.ts';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html so client routes survive a reload.
 * Unknown /api/ paths always get a JSON 404.
 */
/** Folders of the build that hold only files. */
const FILE_FOLDERS = ['/assets/', '/help/', '/i18n/'];
/** Extensions the build writes; a client route never ends in one of these. */
const FILE_EXTENSIONS = /\.(js|mjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|wasm|html?)$/i;

/** Whether the request names a file of the build: decided from the path alone, never the query string. */
export function isFilePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0];
  return FILE_FOLDERS.some((f) => pathname.startsWith(f)) || FILE_EXTENSIONS.test(pathname);
}

/**
 * The build's compressed copies of the page (vite-plugins/precompress.ts), Brotli first, each kept only when it
 * holds exactly the page: the page carries the live map's first script, about 15 KB, on every navigation.
 */
function compressedCopies(distDir: string, index: string): { encoding: 'br' | 'gzip'; body: Buffer }[] {
  const file = path.join(distDir, 'index.html');
  const copies = [
    { encoding: 'br' as const, ext: '.br', decode: brotliDecompressSync },
    { encoding: 'gzip' as const, ext: '.gz', decode: gunzipSync },
  ];
  return copies.flatMap(({ encoding, ext, decode }) => {
    if (!existsSync(file + ext)) return [];
    const body = readFileSync(file + ext);
    try {
      return decode(body).toString('utf8') === index ? [{ encoding, body }] : [];
    } catch {
      return [];
    }
  });
}

/** The built page, or null when the web app is not built. */
export function readIndexHtml(distDir: string): string | null {
  const indexPath = path.join(distDir, 'index.html');
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
}

export default fp<{ distDir: string; indexHtml: string | null }>(async (app, { distDir, indexHtml }) => {
  const hasSpa = indexHtml !== null;
  if (hasSpa) {
    await app.register(async (files) => {
      // The build's files are public by declaration, like every other public route.
      files.addHook('onRoute', markPublic);
      await files.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files (vite-plugins/precompress.ts).
        preCompressed: true,
        setHeaders(res: import('fastify').FastifyReply, filePath: string) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes(`${path.sep}i18n${path.sep}`);
          res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  const index = indexHtml;
  const copies = (index === null ? [] : compressedCopies(distDir, index)).map((c) => ({ ...c, asked: new RegExp(`\\b${c.encoding}\\b`) }));
  const sendIndex = (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    reply.code(200).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const copy = copies.find((c) => c.asked.test(accepted));
    return copy ? reply.header('Content-Encoding', copy.encoding).send(copy.body) : reply.send(index);
  };

  app.get('/', { schema: { hide: true }, config: { access: { auth: 'public' } } }, (req, reply) =>
    index ? sendIndex(req, reply) : reply.code(200).type('text/plain').send('Roadlens API. Build the web app with `npm run build`.'),
  );

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || (req.method !== 'GET' && req.method !== 'HEAD') || !index) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    // A missing file is a real 404, not the app shell; a client route is any other path, whatever its query holds.
    if (isFilePath(req.url)) return reply.code(404).send({ detail: 'Not found.' });
    return sendIndex(req, reply);
  });
});
