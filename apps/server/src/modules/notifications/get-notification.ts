import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { getNotification } from './notifications.queries.ts';

/** One of the user's own notifications; anyone else's is 404. */
export default function getNotificationRoute(app: FastifyInstance) {
  route(
    app,
    notifications.get,
    async (req) => (await getNotification(app.db, authOf(req).user.id, req.params.id)) ?? Promise.reject(notFound()),
  );
}
