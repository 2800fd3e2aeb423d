import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findDevice, setCommands } from './devices.queries.ts';

export default function deleteCommand(app: FastifyInstance) {
  route(app, devices.deleteCommand, async (req) => {
    const companyId = authOf(req).user.companyId;
    return app.db.transaction(async (tx) => {
      const device = await findDevice(tx, companyId, req.params.id);
      if (!device) throw notFound();
      if (req.query.index >= device.commands.length) throw badRequest('index', 'No command at this index.');
      const commands = device.commands.filter((_, i) => i !== req.query.index);
      return (await setCommands(tx, companyId, device.id, commands))!;
    });
  });
}
