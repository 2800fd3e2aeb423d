import type { FastifyInstance } from 'fastify';
import { routeMonitoring } from '@roadlens/contract/endpoints/route-monitoring';
import { confidence, LOW_CONFIDENCE } from '@roadlens/traffic/definitions';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findRoute } from '../routes/routes.queries.ts';
import { routeHistory } from './route-monitoring.queries.ts';

const SLOT_S = 300;

/** The route's last hours, slot by slot, against its typical time-of-week profile. */
export default function routeHistoryRoute(app: FastifyInstance) {
  route(app, routeMonitoring.history, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findRoute(app.db, companyId, req.params.id))) throw notFound();
    const to = Math.floor(Date.now() / 1000 / SLOT_S) * SLOT_S + SLOT_S;
    const rows = await routeHistory(app.db, companyId, req.params.id, to - req.query.hours * 3600, to);
    return rows.map((r) => ({
      t: r.t,
      travel_time_s: r.tt,
      samples: r.acc ?? 0,
      low_confidence: r.tt !== null && confidence(r.acc) < LOW_CONFIDENCE,
      typical_low_s: r.typ?.[0] ?? null,
      typical_s: r.typ?.[1] ?? null,
      typical_high_s: r.typ?.[2] ?? null,
    }));
  });
}
