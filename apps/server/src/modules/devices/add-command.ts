import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findDevice, setCommands } from './devices.queries.ts';

export default function addCommand(app: FastifyInstance) {
  route(app, devices.addCommand, async (req) => {
    const companyId = authOf(req).user.companyId;
    return app.db.transaction(async (tx) => {
      const device = await findDevice(tx, companyId, req.params.id);
      if (!device) throw notFound();
      const commands = [...device.commands, { command: req.body.command, created: new Date().toISOString() }];
      return (await setCommands(tx, companyId, device.id, commands))!;
    });
  });
}
