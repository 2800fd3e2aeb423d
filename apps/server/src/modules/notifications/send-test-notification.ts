import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Notification } from '@roadlens/contract/notifications';
import { authOf } from '../../plugins/auth.ts';
import { notify } from './notify.ts';

/**
 * POST /api/platform/notifications/test/ — staff only: "Send test notification" to yourself, to
 * check that the bell and the live stream work end to end on a deployment.
 */
export default function sendTestNotification(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/notifications/test/',
    { schema: { tags: ['notifications'], response: { 201: Notification } }, config: { access: { staff: true } } },
    async (req, reply) => {
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
    },
  );
}
