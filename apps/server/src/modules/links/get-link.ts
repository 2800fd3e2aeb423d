import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findLink } from './links.queries.ts';

export default function getLink(app: FastifyInstance) {
  route(app, links.get, async (req) => (await findLink(app.db, authOf(req).user.companyId, req.params.id)) ?? Promise.reject(notFound()));
}
