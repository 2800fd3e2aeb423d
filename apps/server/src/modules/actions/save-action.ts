import type { FastifyInstance } from 'fastify';
import { actions } from '@roadlens/contract/endpoints/actions';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import type { Queryable } from '../../db/index.ts';
import type { ActionInput } from '@roadlens/contract/actions';
import { findAction, insertAction, companySignName, publicAction, setActionRules, unknownRules, updateAction } from './actions.queries.ts';
import { checkTarget, newSecret } from './targets.ts';

async function checkRules(db: Queryable, companyId: number, ids: number[]) {
  const unknown = ids.length ? await unknownRules(db, companyId, ids) : [];
  if (unknown.length) throw badRequest('rule_ids', `Unknown alert rule: ${unknown.slice(0, 10).join(', ')}.`);
}

/** A sign message override names one of the caller's company's signs. */
async function checkSign(db: Queryable, companyId: number, a: ActionInput) {
  if (a.kind === 'sign_override' && (await companySignName(db, companyId, a.sign_id)) === null)
    throw badRequest('sign_id', `Unknown sign: ${a.sign_id}.`);
}

/** Create: a webhook gets its signing secret, answered this once. */
export function createAction(app: FastifyInstance) {
  route(app, actions.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkTarget(app.env, req.body);
    await checkSign(app.db, companyId, req.body);
    await checkRules(app.db, companyId, req.body.rule_ids);
    const secret = req.body.kind === 'webhook' ? newSecret(app.env) : null;
    const id = await app.db.transaction(async (tx) => {
      const actionId = await insertAction(tx, companyId, req.body, secret);
      await setActionRules(tx, actionId, req.body.rule_ids);
      return actionId;
    });
    const saved = publicAction((await findAction(app.db, companyId, id))!);
    return reply.code(201).send({ ...saved, secret: secret?.plain ?? null });
  });
}

/** Replace: a webhook keeps its secret (one turned from e-mail into a webhook gets one, shown by rotating it). */
export function updateActionRoute(app: FastifyInstance) {
  route(app, actions.update, async (req) => {
    const companyId = authOf(req).user.companyId;
    const current = await findAction(app.db, companyId, req.params.id);
    if (!current) throw notFound();
    await checkTarget(app.env, req.body);
    await checkSign(app.db, companyId, req.body);
    await checkRules(app.db, companyId, req.body.rule_ids);
    const secret =
      req.body.kind !== 'webhook'
        ? null
        : current.secret_sealed
          ? { sealed: current.secret_sealed, hint: current.secret_hint ?? '' }
          : newSecret(app.env);
    await app.db.transaction(async (tx) => {
      await updateAction(tx, companyId, req.params.id, req.body, secret);
      await setActionRules(tx, req.params.id, req.body.rule_ids);
    });
    return publicAction((await findAction(app.db, companyId, req.params.id))!);
  });
}
