import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteLink } from './links.queries.ts';

/** Its matches and intervals go with it. */
export default function deleteLinkRoute(app: FastifyInstance) {
  route(app, links.delete, async (req, reply) => {
    if (!(await deleteLink(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
