import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** Sends an export stream as a zip download; the route's JSON schema is bypassed (raw stream). */
export function sendZip(reply: FastifyReply, name: string, stream: Readable) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${name}.zip"`,
    'cache-control': 'no-store',
  });
  stream.pipe(reply.raw);
  return reply;
}
