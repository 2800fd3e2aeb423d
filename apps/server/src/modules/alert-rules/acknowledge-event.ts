import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { acknowledgeEvent, findEvent } from './events.queries.ts';

/** Only an alert (a change to alerting or no data) is acknowledged; the first person to do it is kept. */
export default function acknowledgeEventRoute(app: FastifyInstance) {
  route(app, alertRules.acknowledge, async (req) => {
    const { user } = authOf(req);
    const event = await findEvent(app.db, user.companyId, req.params.id);
    if (!event) throw notFound();
    if (event.to_state !== 'alerting' && event.to_state !== 'nodata')
      throw badRequest('id', 'Only an alert (alerting or no data) can be acknowledged.');
    await acknowledgeEvent(app.db, user.companyId, event.id, user.id);
    return (await findEvent(app.db, user.companyId, event.id)) ?? Promise.reject(notFound());
  });
}
