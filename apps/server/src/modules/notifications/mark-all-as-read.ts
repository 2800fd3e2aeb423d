import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok } from '@roadlens/contract/common';
import { authOf } from '../../plugins/auth.ts';
import { markAllRead } from './notifications.queries.ts';

/** POST /api/platform/notifications/mark_all_as_read/ — no body; marks every unread notification of the user read. */
export default function markAllAsRead(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/notifications/mark_all_as_read/',
    { schema: { tags: ['notifications'], response: { 200: Ok } } },
    async (req) => {
      const n = await markAllRead(app.db, authOf(req).user.id);
      return { detail: `${n} notifications marked as read.` };
    },
  );
}
