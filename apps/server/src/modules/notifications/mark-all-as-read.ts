import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { markAllRead } from './notifications.queries.ts';

/** No body; marks every unread notification of the user read. */
export default function markAllAsRead(app: FastifyInstance) {
  route(app, notifications.markAllRead, async (req) => {
    const n = await markAllRead(app.db, authOf(req).user.id);
    return { detail: `${n} notifications marked as read.` };
  });
}
