import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationCount, NotificationCountQuery } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { countNotifications } from './notifications.queries.ts';

/** GET /api/platform/notifications/count/?unread=true — the bell's badge. */
export default function countNotificationsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/notifications/count/',
    { schema: { tags: ['notifications'], querystring: NotificationCountQuery, response: { 200: NotificationCount } } },
    async (req) => ({ count: await countNotifications(app.db, authOf(req).user.id, req.query.unread) }),
  );
}
