import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { setUnread } from './notifications.queries.ts';

/** `{unread: false}` marks it read (the panel's dot). */
export default function patchNotification(app: FastifyInstance) {
  route(
    app,
    notifications.patch,
    async (req) => (await setUnread(app.db, authOf(req).user.id, req.params.id, req.body.unread)) ?? Promise.reject(notFound()),
  );
}
