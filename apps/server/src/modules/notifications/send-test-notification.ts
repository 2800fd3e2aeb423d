import type { FastifyInstance } from 'fastify';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notify } from './notify.ts';

/** "Send test notification" to yourself, to check that the bell and the live stream work end to end on a deployment. */
export default function sendTestNotification(app: FastifyInstance) {
  route(app, notifications.sendTest, async (req, reply) => {
    const { user } = authOf(req);
    const [row] = await notify(app.db, app.events, {
      userIds: [user.id],
      level: 'success',
      actor_type: 'other',
      verb: 'Test notification',
      description: 'Notifications reach this browser.',
    });
    const { recipient_id: _r, ...rest } = row;
    return reply.code(201).send(rest);
  });
}
