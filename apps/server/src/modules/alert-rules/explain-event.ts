import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { speedKmh } from '@roadlens/traffic/intervals';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findEvent } from './events.queries.ts';
import { findRule } from './rules.queries.ts';
import { seriesAround } from './explain.queries.ts';

/** An alert explained: the change, its rule, and the watched value two hours either side of it. */
export default function explainEventRoute(app: FastifyInstance) {
  route(app, alertRules.explain, async (req) => {
    const companyId = authOf(req).user.companyId;
    const event = await findEvent(app.db, companyId, req.params.id);
    if (!event) throw notFound();
    const rule = await findRule(app.db, companyId, event.rule_id);
    if (!rule) throw notFound();
    const rows = await seriesAround(app.db, event.object_type, event.object_id, event.at);
    const speed = 'metric' in rule.condition && rule.condition.metric === 'speed';
    if (event.object_type === 'sign') {
      return {
        event,
        rule,
        unit: 'showing fallback (1) or not (0)',
        series: rows.map((r) => ({ t: r.t, value: r.samples, samples: null })),
      };
    }
    if (event.object_type === 'device' || event.object_type === 'tag') {
      return { event, rule, unit: 'detections / 5 min', series: rows.map((r) => ({ t: r.t, value: r.samples, samples: r.samples })) };
    }
    const series = rows.map((r) => ({
      t: r.t,
      value: r.tt === null ? null : speed ? speedKmh(r.length_m ?? 0, r.tt) : Math.round(r.tt * 10) / 10,
      samples: r.samples,
    }));
    return { event, rule, unit: speed ? 'km/h' : 's', series };
  });
}
