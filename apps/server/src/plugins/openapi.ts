import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../lib/version.ts';

/** OpenAPI generated from the routes' zod schemas; the document at /api/docs/json, the UI at /api/docs. */
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
});
