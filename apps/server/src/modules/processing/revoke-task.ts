import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok } from '@roadlens/contract/common';
import { TaskQuery } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { revokeTasks, settleRun, taskCounts } from './tasks.queries.ts';

/** GET /api/map/devices/revoke/?task_id= — cancels the task's pending parts (a running part finishes). */
export default function revokeTask(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/revoke/',
    { schema: { tags: ['processing'], querystring: TaskQuery, response: { 200: Ok } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      if (!(await taskCounts(app.db, companyId, req.query.task_id))) throw notFound();
      const n = await revokeTasks(app.db, companyId, req.query.task_id);
      // With nothing left running, no finishing part will settle the device's status: do it here.
      await settleRun(app.db, companyId, req.query.task_id);
      return { detail: `Revoked ${n} pending task(s).` };
    },
  );
}
