import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Link, LinkPatch, type LinkCreate } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findLink, updateLink } from './links.queries.ts';
import { checkLinkDevices } from './check-devices.ts';

/** PATCH /api/map/links/{id}/ — changed filter parameters apply to batches from now on (and to experimental runs). */
export default function patchLink(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/links/:id/',
    { schema: { tags: ['links'], params: IdParams, body: LinkPatch, response: { 200: Link } }, config: { access: { auth: 'user', permission: 'Platform|change_links' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const cur = await findLink(app.db, companyId, req.params.id);
      if (!cur) throw notFound();
      const { current: _c, id: _i, ...stored } = cur;
      const merged = { ...stored, ...Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) } as LinkCreate;
      await checkLinkDevices(app.db, companyId, merged);
      await updateLink(app.db, companyId, cur.id, merged);
      return (await findLink(app.db, companyId, cur.id))!;
    },
  );
}
