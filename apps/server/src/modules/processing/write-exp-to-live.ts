import type { FastifyInstance } from 'fastify';
import { processing } from '@roadlens/contract/endpoints/processing';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findDevice } from '../devices/devices.queries.ts';
import { linksOfDevices } from './processing.queries.ts';
import { copyExperimentalToLive } from './tasks.queries.ts';

/** Promotes the experimental results of {from, to} to live. */
export default function writeExpToLive(app: FastifyInstance) {
  route(app, processing.writeExpToLive, async (req) => {
    const { from, to } = req.body;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    return app.db.transaction(async (tx) => {
      const device = await findDevice(tx, authOf(req).user.companyId, req.params.id);
      if (!device) throw notFound();
      const links = await linksOfDevices(tx, [device.id]);
      const r = links.length
        ? await copyExperimentalToLive(
            tx,
            links.map((l) => l.id),
            from,
            to,
          )
        : { matches: 0, intervals: 0 };
      return { detail: 'Experimental results written to live.', ...r };
    });
  });
}
