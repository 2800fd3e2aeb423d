import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findEvent, statesOfRules, upsertStates } from './events.queries.ts';
import { publishOutgoing, publishStates, recordChanges } from './changes.ts';
import { kickDeliveries } from '../actions/worker.ts';

/**
 * Closes an alert by hand: the object's state under the rule returns to ok, a change signed by the
 * caller is kept and announced like any other. Under the rule's lock, so an evaluation running at
 * the same moment sees the resolved state.
 */
export default function resolveEventRoute(app: FastifyInstance) {
  route(app, alertRules.resolve, async (req) => {
    const { user } = authOf(req);
    const event = await findEvent(app.db, user.companyId, req.params.id);
    if (!event) throw notFound();
    const nowS = Date.now() / 1000;
    const done = await app.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM alert_rules WHERE id = $1 FOR UPDATE', [event.rule_id]);
      const current = (await statesOfRules(tx, [event.rule_id])).find((s) => s.object_id === event.object_id);
      if (!current || current.state === 'ok') throw badRequest('id', 'This alert is already resolved.');
      await upsertStates(
        tx,
        [{ rule_id: event.rule_id, object_id: event.object_id, state: 'ok', since_s: nowS, pending_since_s: null, observed: null }],
        nowS,
      );
      return recordChanges(
        tx,
        user.companyId,
        [
          {
            ruleId: event.rule_id,
            ruleName: event.rule_name,
            severity: event.severity,
            objectType: event.object_type,
            objectId: event.object_id,
            objectName: event.object_name,
            from: current.state,
            to: 'ok',
            atS: nowS,
            observed: null,
            muted: false,
            resolvedBy: user.id,
          },
        ],
        app.env.PUBLIC_URL,
      );
    });
    await publishOutgoing(app.events, done.outgoing);
    await publishStates(app.events, user.companyId, [event.rule_id]);
    if (done.deliveries > 0) kickDeliveries(app);
    const { rows } = await app.db.query<{ id: number }>(
      'SELECT id::int AS id FROM alert_events WHERE rule_id = $1 AND object_id = $2 AND resolved_by = $3 ORDER BY id DESC LIMIT 1',
      [event.rule_id, event.object_id, user.id],
    );
    return (await findEvent(app.db, user.companyId, rows[0].id)) ?? Promise.reject(notFound());
  });
}
