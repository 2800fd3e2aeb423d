import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TaskProgress, TaskQuery } from '@roadlens/contract/devices';
import { deviceProgress } from '@roadlens/traffic';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { taskCounts } from './tasks.queries.ts';

/** GET /api/map/devices/status/?task_id= — task counts and the derived progress (core §4). */
export default function taskStatus(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/status/',
    { schema: { tags: ['processing'], querystring: TaskQuery, response: { 200: TaskProgress } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const c = await taskCounts(app.db, authOf(req).user.companyId, req.query.task_id);
      if (!c) throw notFound();
      const p = deviceProgress(c);
      const tasks = { total: c.total, failed: c.failed, pending: c.pending, running: c.running, succeeded: c.succeeded };
      return { task_id: req.query.task_id, state: p.state, percent: p.percent, color: p.color, tasks };
    },
  );
}
