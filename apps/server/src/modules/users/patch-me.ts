import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findMe, updateMe } from './users.queries.ts';
import { signInMethodOf } from './get-me.ts';

/** PATCH /api/platform/users/me/ — name, image, units, time zone, language. */
export default function patchMe(app: FastifyInstance) {
  route(app, users.patchMe, async (req) => {
    const auth = authOf(req);
    await updateMe(app.db, auth.user.id, req.body);
    const me = await findMe(app.db, auth.user.id, await signInMethodOf(app, auth));
    if (!me) throw notFound();
    return me;
  });
}
