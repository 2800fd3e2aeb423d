import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SupportedSso } from '@roadlens/contract';
import { listCompanyProviders } from './sso.queries.ts';

/**
 * GET /api/supported_sso/?company_uuid= — the enabled single sign-on providers a company offers on
 * its sign-in screen (name for the start URL, label for the button). Public (the screen is shown
 * before sign-in); an unknown company answers an empty list, like a company without providers,
 * so the call cannot be used to probe company ids.
 */
export default function supportedSso(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/supported_sso/',
    {
      schema: {
        tags: ['sso'],
        querystring: z.object({ company_uuid: z.string().uuid('Must be a valid UUID.') }),
        response: { 200: z.array(SupportedSso) },
      },
      config: { access: { auth: 'public' } },
    },
    async (req) => listCompanyProviders(app.db, req.query.company_uuid),
  );
}
