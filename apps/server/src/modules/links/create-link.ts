import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { findLink, insertLink } from './links.queries.ts';
import { checkLinkDevices } from './check-devices.ts';

export default function createLink(app: FastifyInstance) {
  route(app, links.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkLinkDevices(app.db, companyId, req.body);
    const id = await insertLink(app.db, companyId, req.body);
    return reply.code(201).send((await findLink(app.db, companyId, id))!);
  });
}
