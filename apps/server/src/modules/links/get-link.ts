import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Link } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findLink } from './links.queries.ts';

/** GET /api/map/links/{id}/ */
export default function getLink(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/links/:id/',
    { schema: { tags: ['links'], params: IdParams, response: { 200: Link } }, config: { access: { auth: 'user', permission: 'Platform|view_links' } } },
    async (req) => (await findLink(app.db, authOf(req).user.companyId, req.params.id)) ?? Promise.reject(notFound()),
  );
}
