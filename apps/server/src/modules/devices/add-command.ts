import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { AddCommandBody, Device } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findDevice, setCommands } from './devices.queries.ts';

/** PATCH /api/map/devices/{id}/add_command/ — appends a command for the sensor to pick up. */
export default function addCommand(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/devices/:id/add_command/',
    { schema: { tags: ['devices'], params: IdParams, body: AddCommandBody, response: { 200: Device } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      return app.db.transaction(async (tx) => {
        const device = await findDevice(tx, companyId, req.params.id);
        if (!device) throw notFound();
        const commands = [...device.commands, { command: req.body.command, created: new Date().toISOString() }];
        return (await setCommands(tx, companyId, device.id, commands))!;
      });
    },
  );
}
