import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Notification } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { getNotification } from './notifications.queries.ts';

/** GET /api/platform/notifications/{id}/ — one of the user's own notifications; anyone else's is 404. */
export default function getNotificationRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/notifications/:id/',
    { schema: { tags: ['notifications'], params: IdParams, response: { 200: Notification } } },
    async (req) => {
      const row = await getNotification(app.db, authOf(req).user.id, req.params.id);
      if (!row) throw notFound();
      return row;
    },
  );
}
