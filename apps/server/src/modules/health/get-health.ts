import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Health } from '@roadlens/contract/health';
import { migrationLevel } from '../../db/migrate.ts';
import { VERSION } from '../../lib/version.ts';

/** GET /api/health/ — for load balancers and the status page: version, database kind, migration level. */
export default function getHealth(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    { schema: { tags: ['system'], response: { 200: Health } }, config: { access: { auth: 'public' } } },
    async () => ({
      status: 'ok' as const,
      version: VERSION,
      release: app.env.RELEASE,
      database: app.db.kind,
      migration: await migrationLevel(app.db),
    }),
  );
}
