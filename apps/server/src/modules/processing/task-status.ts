import type { FastifyInstance } from 'fastify';
import { processing } from '@roadlens/contract/endpoints/processing';
import { deviceProgress } from '@roadlens/traffic';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { taskCounts } from './tasks.queries.ts';

/** Task counts and the derived progress. */
export default function taskStatus(app: FastifyInstance) {
  route(app, processing.status, async (req) => {
    const c = await taskCounts(app.db, authOf(req).user.companyId, req.query.task_id);
    if (!c) throw notFound();
    const p = deviceProgress(c);
    const tasks = { total: c.total, failed: c.failed, pending: c.pending, running: c.running, succeeded: c.succeeded };
    return { task_id: req.query.task_id, state: p.state, percent: p.percent, color: p.color, tasks };
  });
}
