import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { WriteExpToLiveBody, WriteExpToLiveResponse } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findDevice } from '../devices/devices.queries.ts';
import { linksOfDevices } from './processing.queries.ts';
import { copyExperimentalToLive } from './tasks.queries.ts';

/** POST /api/map/devices/{id}/write_exp_to_live/ — promotes the experimental results of {from, to} to live. */
export default function writeExpToLive(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/devices/:id/write_exp_to_live/',
    { schema: { tags: ['processing'], params: IdParams, body: WriteExpToLiveBody, response: { 200: WriteExpToLiveResponse } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const { from, to } = req.body;
      if (!(to > from)) throw badRequest('to', 'Must be after from.');
      return app.db.transaction(async (tx) => {
        const device = await findDevice(tx, authOf(req).user.companyId, req.params.id);
        if (!device) throw notFound();
        const links = await linksOfDevices(tx, [device.id]);
        const r = links.length ? await copyExperimentalToLive(tx, links.map((l) => l.id), from, to) : { matches: 0, intervals: 0 };
        return { detail: 'Experimental results written to live.', ...r };
      });
    },
  );
}
