import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Notification, NotificationsAfterQuery } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notificationsAfter } from './notifications.queries.ts';

/** GET /api/platform/notifications/notifications_after_ts/?timestamp= — what arrived since the panel's last poll. */
export default function notificationsAfterTs(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/notifications/notifications_after_ts/',
    { schema: { tags: ['notifications'], querystring: NotificationsAfterQuery, response: { 200: z.array(Notification) } } },
    async (req) => notificationsAfter(app.db, authOf(req).user.id, req.query.timestamp),
  );
}
