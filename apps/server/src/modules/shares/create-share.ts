import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shares } from '@roadlens/contract/endpoints/shares';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { insertShare, isCompanyRoute } from './shares.queries.ts';
import { toShare } from './to-share.ts';

/** Shares the caller's current Traffic Stats view: the parameters are stored and locked. */
export default function createShare(app: FastifyInstance) {
  route(app, shares.create, async (req, reply) => {
    const { user } = authOf(req);
    const { view, title, expires_in_days, days, route_id, date, bin } = req.body;
    if (route_id !== null) {
      if (!(await isCompanyRoute(app.db, user.companyId, route_id))) throw badRequest('route_id', 'Unknown route.');
      if (date === null) throw badRequest('date', 'A congestion scan needs its day.');
    } else if (date !== null) throw badRequest('route_id', 'A day is shared only with a route to scan.');
    const row = await insertShare(app.db, {
      uuid: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      view,
      title,
      expiresInDays: expires_in_days,
      params: { days, route_id, date, bin },
    });
    return reply.code(201).send(toShare(row, app.env.PUBLIC_URL));
  });
}
