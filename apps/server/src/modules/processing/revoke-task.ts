import type { FastifyInstance } from 'fastify';
import { processing } from '@roadlens/contract/endpoints/processing';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { revokeTasks, settleRun, taskCounts } from './tasks.queries.ts';

/** Cancels the task's pending parts (a running part finishes). */
export default function revokeTask(app: FastifyInstance) {
  route(app, processing.revoke, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await taskCounts(app.db, companyId, req.query.task_id))) throw notFound();
    const n = await revokeTasks(app.db, companyId, req.query.task_id);
    // With nothing left running, no finishing part will settle the device's status: do it here.
    await settleRun(app.db, companyId, req.query.task_id);
    return { detail: `Revoked ${n} pending task(s).` };
  });
}
