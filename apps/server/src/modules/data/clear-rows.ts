import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { clearDeviceRows } from './data.queries.ts';

/** Deletes exactly that device's rows of that kind (the API's verb for it is GET, kept for existing clients). */
export default function clearRows(app: FastifyInstance) {
  route(app, data.clear, async (req) => {
    const n = await clearDeviceRows(app.db, req.params.kind, authOf(req).user.companyId, req.params.id);
    if (n === null) throw notFound();
    return { detail: 'Data cleared successfully!', deleted: n };
  });
}
