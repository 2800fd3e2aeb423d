import type { FastifyInstance } from 'fastify';
import { actions } from '@roadlens/contract/endpoints/actions';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { findAction } from './actions.queries.ts';
import { enqueueTest, findDelivery, listDeliveries } from './deliveries.queries.ts';
import { processDeliveries } from './worker.ts';

/** "Send a test": a real delivery through the same path as an alert's, tried at once; a failure is retried like any other. */
export function sendTestRoute(app: FastifyInstance) {
  route(app, actions.sendTest, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findAction(app.db, companyId, req.params.id))) throw notFound();
    const id = await enqueueTest(app.db, companyId, req.params.id);
    await processDeliveries({ db: app.db, env: app.env, log: req.log }, id);
    return reply.code(201).send(await findDelivery(app.db, companyId, id));
  });
}

export function listDeliveriesRoute(app: FastifyInstance) {
  route(app, actions.deliveries, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findAction(app.db, companyId, req.params.id))) throw notFound();
    const q = req.query;
    const { count, rows } = await listDeliveries(app.db, companyId, req.params.id, q.page_size, (q.page - 1) * q.page_size);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
