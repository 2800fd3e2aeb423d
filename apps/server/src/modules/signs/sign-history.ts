import type { FastifyInstance } from 'fastify';
import { signs } from '@roadlens/contract/endpoints/signs';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { refreshSign } from './evaluate.ts';
import { signHistory } from './signs.queries.ts';

export default function signHistoryRoute(app: FastifyInstance) {
  route(app, signs.history, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await refreshSign(app.db, companyId, req.params.id))) throw notFound();
    const to = new Date();
    const from = new Date(to.getTime() - req.query.hours * 3600_000);
    return { from: from.toISOString(), to: to.toISOString(), messages: await signHistory(app.db, companyId, req.params.id, from) };
  });
}
