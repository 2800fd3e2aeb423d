import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, Ok } from '@roadlens/contract/common';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { softDelete } from './notifications.queries.ts';

/** PATCH /api/platform/notifications/{id}/delete/ with an empty body — removes it from every list. */
export default function deleteNotification(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/platform/notifications/:id/delete/',
    { schema: { tags: ['notifications'], params: IdParams, response: { 200: Ok } } },
    async (req) => {
      if (!(await softDelete(app.db, authOf(req).user.id, req.params.id))) throw notFound();
      return { detail: 'Notification deleted.' };
    },
  );
}
