import type { FastifyInstance } from 'fastify';
import { signs } from '@roadlens/contract/endpoints/signs';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { clearSignOverride, setSignOverride } from './override.ts';
import { toSign } from './to-sign.ts';

export default function setOverride(app: FastifyInstance) {
  route(app, signs.setOverride, async (req) => {
    const s = await setSignOverride(app.db, authOf(req).user.companyId, req.params.id, req.body);
    if (!s) throw notFound();
    return toSign(s);
  });
}

export function clearOverride(app: FastifyInstance) {
  route(app, signs.clearOverride, async (req) => {
    const s = await clearSignOverride(app.db, authOf(req).user.companyId, req.params.id);
    if (!s) throw notFound();
    return toSign(s);
  });
}
