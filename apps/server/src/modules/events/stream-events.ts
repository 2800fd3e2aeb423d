import type { FastifyInstance } from 'fastify';
import { events } from '@roadlens/contract/endpoints/events';
import { reaches, type Delivery } from '../../lib/events.ts';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';

/**
 * Server-Sent Events for the signed-in user: every event of their company and every event
 * addressed to them. Each event's `type` is the SSE event name; its data is the whole event.
 */
export default function streamEvents(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Streams never end by themselves; graceful shutdown ends them so close() does not wait forever.
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });
  route(app, events.stream, (req, reply) => {
    const { user } = authOf(req);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const send = ({ to, event }: Delivery) => {
      if (!reaches(to, user)) return;
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = app.events.subscribe(send);
    // A comment line keeps proxies from closing an idle stream.
    const keepAlive = setInterval(() => res.write(': ping\n\n'), 25_000);
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
