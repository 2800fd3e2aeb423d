import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Link, LinkCreate } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { findLink, insertLink } from './links.queries.ts';
import { checkLinkDevices } from './check-devices.ts';

/** POST /api/map/links/ */
export default function createLink(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/links/',
    { schema: { tags: ['links'], body: LinkCreate, response: { 201: Link } }, config: { access: { auth: 'user', permission: 'Platform|change_links' } } },
    async (req, reply) => {
      const companyId = authOf(req).user.companyId;
      await checkLinkDevices(app.db, companyId, req.body);
      const id = await insertLink(app.db, companyId, req.body);
      return reply.code(201).send((await findLink(app.db, companyId, id))!);
    },
  );
}
