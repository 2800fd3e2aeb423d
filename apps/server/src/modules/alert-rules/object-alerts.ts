import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { objectName } from './rules.queries.ts';
import { objectEvents, objectStates } from './events.queries.ts';

/** The alerts tab of a link, route or sensor: its state under each rule and its latest changes. */
export default function objectAlertsRoute(app: FastifyInstance) {
  route(app, alertRules.ofObject, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { object_type, object_id } = req.params;
    const name = await objectName(app.db, companyId, object_type, object_id);
    if (name === null) throw notFound();
    const [states, events] = [
      await objectStates(app.db, companyId, object_type, object_id, name),
      await objectEvents(app.db, companyId, object_type, object_id),
    ];
    return { object_type, object_id, object_name: name, states, events };
  });
}
