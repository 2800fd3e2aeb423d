import type { FastifyInstance } from 'fastify';
import { actions } from '@roadlens/contract/endpoints/actions';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { deleteAction, findAction, publicAction, setSecret } from './actions.queries.ts';
import { newSecret } from './targets.ts';

export function getActionRoute(app: FastifyInstance) {
  route(app, actions.get, async (req) => {
    const a = await findAction(app.db, authOf(req).user.companyId, req.params.id);
    if (!a) throw notFound();
    return publicAction(a);
  });
}

export function deleteActionRoute(app: FastifyInstance) {
  route(app, actions.delete, async (req, reply) => {
    if (!(await deleteAction(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

/** A new webhook secret, answered once; the old one stops verifying at once. */
export function rotateSecretRoute(app: FastifyInstance) {
  route(app, actions.rotateSecret, async (req) => {
    const companyId = authOf(req).user.companyId;
    const a = await findAction(app.db, companyId, req.params.id);
    if (!a) throw notFound();
    if (a.kind !== 'webhook') throw badRequest('id', 'Only a webhook has a signing secret.');
    const secret = newSecret(app.env);
    await setSecret(app.db, companyId, a.id, secret);
    return { ...publicAction((await findAction(app.db, companyId, a.id))!), secret: secret.plain };
  });
}
