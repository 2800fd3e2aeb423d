import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationList, NotificationListQuery } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { countNotifications, listNotifications } from './notifications.queries.ts';

/** GET /api/platform/notifications/ — the signed-in user's notifications: unread filter, page, page_size, ordering. */
export default function listNotificationsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/notifications/',
    { schema: { tags: ['notifications'], querystring: NotificationListQuery, response: { 200: NotificationList } } },
    async (req) => {
      const { user } = authOf(req);
      const q = req.query;
      const [results, count] = await Promise.all([
        listNotifications(app.db, user.id, {
          unread: q.unread,
          limit: q.page_size,
          offset: (q.page - 1) * q.page_size,
          ascending: q.ordering === 'timestamp',
        }),
        countNotifications(app.db, user.id, q.unread),
      ]);
      return { results, count };
    },
  );
}
