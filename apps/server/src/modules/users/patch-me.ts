import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Me, MePatch } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findMe, updateMe } from './users.queries.ts';
import { signInMethodOf } from './get-me.ts';

/** PATCH /api/platform/users/me/ — name, image, units, time zone, language. */
export default function patchMe(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/platform/users/me/',
    { schema: { tags: ['users'], body: MePatch, response: { 200: Me } }, config: { access: { auth: 'user' } } },
    async (req) => {
      const auth = authOf(req);
      await updateMe(app.db, auth.user.id, req.body);
      const me = await findMe(app.db, auth.user.id, await signInMethodOf(app, auth));
      if (!me) throw notFound();
      return me;
    },
  );
}
