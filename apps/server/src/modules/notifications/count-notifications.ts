import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { countNotifications } from './notifications.queries.ts';

/** The bell's badge (`?unread=true`). */
export default function countNotificationsRoute(app: FastifyInstance) {
  route(app, notifications.count, async (req) => ({ count: await countNotifications(app.db, authOf(req).user.id, req.query.unread) }));
}
