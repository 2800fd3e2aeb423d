import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { softDelete } from './notifications.queries.ts';

/** A PATCH with an empty body that removes the notification from every list. */
export default function deleteNotification(app: FastifyInstance) {
  route(app, notifications.delete, async (req) => {
    if (!(await softDelete(app.db, authOf(req).user.id, req.params.id))) throw notFound();
    return { detail: 'Notification deleted.' };
  });
}
