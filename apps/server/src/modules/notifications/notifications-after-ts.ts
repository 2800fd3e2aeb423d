import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notificationsAfter } from './notifications.queries.ts';

/** What arrived since the panel's last poll. */
export default function notificationsAfterTs(app: FastifyInstance) {
  route(app, notifications.after, async (req) => notificationsAfter(app.db, authOf(req).user.id, req.query.timestamp));
}
