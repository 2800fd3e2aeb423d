import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteLink } from './links.queries.ts';

/** DELETE /api/map/links/{id}/ — its matches and intervals go with it. */
export default function deleteLinkRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/map/links/:id/',
    { schema: { tags: ['links'], params: IdParams }, config: { access: { auth: 'user', permission: 'Platform|change_links' } } },
    async (req, reply) => {
      if (!(await deleteLink(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
