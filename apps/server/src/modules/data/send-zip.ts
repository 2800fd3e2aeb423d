import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Sends an export stream as a zip download; the route's JSON schema is bypassed (raw stream). The
 * headers the hooks set so far (the release the browser compares, the request id) go out with it.
 */
export function sendZip(reply: FastifyReply, name: string, stream: Readable) {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${name}.zip"`,
    'cache-control': 'no-store',
  });
  stream.pipe(reply.raw);
  return reply;
}
