import type { FastifyInstance } from 'fastify';
import type { LinkCreate } from '@roadlens/contract/links';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findLink, updateLink } from './links.queries.ts';
import { checkLinkDevices } from './check-devices.ts';

/** Changed filter parameters apply to batches from now on (and to experimental runs). */
export default function patchLink(app: FastifyInstance) {
  route(app, links.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    const cur = await findLink(app.db, companyId, req.params.id);
    if (!cur) throw notFound();
    const { current: _c, id: _i, ...stored } = cur;
    const merged = { ...stored, ...Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) } as LinkCreate;
    await checkLinkDevices(app.db, companyId, merged);
    await updateLink(app.db, companyId, cur.id, merged);
    return (await findLink(app.db, companyId, cur.id))!;
  });
}
