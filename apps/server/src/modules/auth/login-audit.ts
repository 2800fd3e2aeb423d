import type { FastifyInstance } from 'fastify';
import { loginAudit } from '@roadlens/contract/endpoints/login-audit';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { countLoginAudit, listLoginAudit } from './login-audit.queries.ts';

/** GET /api/platform/login_audit/ — failed sign-ins for staff, newest first, by name or address. */
export default function loginAuditRoute(app: FastifyInstance) {
  route(app, loginAudit.list, async (req) => {
    const { page, page_size, username, address } = req.query;
    const [results, count] = await Promise.all([
      listLoginAudit(app.db, { username, address, limit: page_size, offset: (page - 1) * page_size }),
      countLoginAudit(app.db, { username, address }),
    ]);
    return { ...pageLinks(req, page, page_size, count), results };
  });
}
