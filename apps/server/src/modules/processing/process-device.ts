import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { processing } from '@roadlens/contract/endpoints/processing';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findDevice } from '../devices/devices.queries.ts';
import { linksOfDevices } from './processing.queries.ts';
import { createTasks, setProcessingStatus } from './tasks.queries.ts';
import { experimentalRunner } from './experimental-runner.ts';

const MAX_PERIOD_S = 366 * 86400;

/** Experimental processing of the device's links over {from, to} → task_id. */
export default function processDevice(app: FastifyInstance) {
  const runner = experimentalRunner(app);
  route(app, processing.process, async (req, reply) => {
    const { user } = authOf(req);
    const { from, to, ...filter } = req.body;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (to - from > MAX_PERIOD_S) throw badRequest('to', 'The period may be at most 366 days.');
    const taskId = randomUUID();
    await app.db.transaction(async (tx) => {
      const device = await findDevice(tx, user.companyId, req.params.id);
      if (!device) throw notFound();
      const links = await linksOfDevices(tx, [device.id]);
      // One task per link and UTC day, so progress moves and a revoke stops between days. A device
      // without links still gets one (empty) task, so its progress reads "finished", not "idle".
      const linkIds = links.length ? links.map((l) => l.id) : [null];
      for (let dayFrom = from; dayFrom < to; dayFrom = Math.floor(dayFrom / 86400) * 86400 + 86400) {
        const dayTo = Math.min(to, Math.floor(dayFrom / 86400) * 86400 + 86400);
        await createTasks(tx, taskId, user.companyId, device.id, linkIds, { from: dayFrom, to: dayTo, ...filter });
      }
      await setProcessingStatus(tx, device.id, 'queued');
    });
    runner.kick();
    return reply.code(201).send({ task_id: taskId });
  });
}
