import type { FastifyInstance } from 'fastify';
import { sso } from '@roadlens/contract/endpoints/sso';
import { route } from '../../lib/route.ts';
import { listCompanyProviders } from './sso.queries.ts';

/**
 * GET /api/supported_sso/?company_uuid= — the enabled single sign-on providers a company offers on
 * its sign-in screen (name for the start URL, label for the button). Public (the screen is shown
 * before sign-in); an unknown company answers an empty list, like a company without providers,
 * so the call cannot be used to probe company ids.
 */
export default function supportedSso(app: FastifyInstance) {
  route(app, sso.supported, async (req) => listCompanyProviders(app.db, req.query.company_uuid));
}
