import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { countNotifications, listNotifications } from './notifications.queries.ts';

/** The signed-in user's notifications: unread filter, page, page_size, ordering. */
export default function listNotificationsRoute(app: FastifyInstance) {
  route(app, notifications.list, async (req) => {
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
  });
}
