import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { VERSION } from '../lib/version.ts';
import { markPublic } from './auth.ts';
import { tableTransform } from './openapi-from-table.ts';

/**
 * OpenAPI generated from the endpoint table: each route's zod schemas, summary, tags and security
 * come from its entry. The document is at /api/docs/json, the UI at /api/docs.
 */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roadlens API',
        version: VERSION,
        description:
          'Traffic and road analytics. Browsers sign in with `POST /api/login/` (session cookie + `X-CSRFToken`); ' +
          'sensors and scripts send `Authorization: Token <api key>` (Settings → Security → API key).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <api key>' },
        },
      },
    },
    transform: tableTransform,
  });
  await app.register(async (docs) => {
    // The API description is public, like the page a sensor vendor reads.
    docs.addHook('onRoute', markPublic);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  });
});
