import type { FastifyInstance } from 'fastify';
import { signs } from '@roadlens/contract/endpoints/signs';
import type { SignRoute } from '@roadlens/contract/signs';
import type { Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { refreshSign } from './evaluate.ts';
import { deleteSign, foreignRoutes, insertSign, setSignRoutes, updateSign } from './signs.queries.ts';
import { toSign } from './to-sign.ts';

async function checkRoutes(db: Queryable, companyId: number, routes: SignRoute[]) {
  const foreign = await foreignRoutes(
    db,
    companyId,
    routes.map((r) => r.route_id),
  );
  if (foreign.length) throw badRequest('routes', `Unknown route: ${foreign.join(', ')}.`);
}

export default function createSign(app: FastifyInstance) {
  route(app, signs.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkRoutes(app.db, companyId, req.body.routes);
    const id = await app.db.transaction(async (tx) => {
      const id = await insertSign(tx, companyId, req.body);
      await setSignRoutes(tx, id, req.body.routes);
      return id;
    });
    const s = await refreshSign(app.db, companyId, id);
    reply.code(201);
    return toSign(s!);
  });
}

export function patchSign(app: FastifyInstance) {
  route(app, signs.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { routes, ...fields } = req.body;
    if (routes) await checkRoutes(app.db, companyId, routes);
    const found = await app.db.transaction(async (tx) => {
      if (!(await updateSign(tx, companyId, req.params.id, fields))) return false;
      if (routes) await setSignRoutes(tx, req.params.id, routes);
      return true;
    });
    if (!found) throw notFound();
    return toSign((await refreshSign(app.db, companyId, req.params.id))!);
  });
}

export function deleteSignRoute(app: FastifyInstance) {
  route(app, signs.delete, async (req, reply) => {
    if (!(await deleteSign(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
