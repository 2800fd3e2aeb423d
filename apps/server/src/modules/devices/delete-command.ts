import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { DeleteCommandQuery, Device } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findDevice, setCommands } from './devices.queries.ts';

/** DELETE /api/map/devices/{id}/delete_command/?index=N */
export default function deleteCommand(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/map/devices/:id/delete_command/',
    { schema: { tags: ['devices'], params: IdParams, querystring: DeleteCommandQuery, response: { 200: Device } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      return app.db.transaction(async (tx) => {
        const device = await findDevice(tx, companyId, req.params.id);
        if (!device) throw notFound();
        if (req.query.index >= device.commands.length) throw badRequest('index', 'No command at this index.');
        const commands = device.commands.filter((_, i) => i !== req.query.index);
        return (await setCommands(tx, companyId, device.id, commands))!;
      });
    },
  );
}
