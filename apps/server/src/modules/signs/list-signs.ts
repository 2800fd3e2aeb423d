import type { FastifyInstance } from 'fastify';
import { signs } from '@roadlens/contract/endpoints/signs';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { refreshSign } from './evaluate.ts';
import { listSigns } from './signs.queries.ts';
import { toCurrent, toSign } from './to-sign.ts';

/** Each sign is evaluated as it is read, so the list shows what the signs show now. */
export default function listSignsRoute(app: FastifyInstance) {
  route(app, signs.list, async (req) => {
    const companyId = authOf(req).user.companyId;
    const out = [];
    for (const s of await listSigns(app.db, companyId)) {
      const now = await refreshSign(app.db, companyId, s.id);
      if (now) out.push(toSign(now));
    }
    return out;
  });
}

export function getSignRoute(app: FastifyInstance) {
  route(app, signs.get, async (req) => {
    const s = await refreshSign(app.db, authOf(req).user.companyId, req.params.id);
    if (!s) throw notFound();
    return toSign(s);
  });
}

/** The controller's pull: the lines to display now. */
export function currentSignRoute(app: FastifyInstance) {
  route(app, signs.current, async (req) => {
    const s = await refreshSign(app.db, authOf(req).user.companyId, req.params.id);
    if (!s) throw notFound();
    return toCurrent(s);
  });
}
