import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Notification, NotificationPatch } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { setUnread } from './notifications.queries.ts';

/** PATCH /api/platform/notifications/{id}/ with {unread} — false marks it read (the panel's dot). */
export default function patchNotification(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/platform/notifications/:id/',
    { schema: { tags: ['notifications'], params: IdParams, body: NotificationPatch, response: { 200: Notification } } },
    async (req) => {
      const row = await setUnread(app.db, authOf(req).user.id, req.params.id, req.body.unread);
      if (!row) throw notFound();
      return row;
    },
  );
}
