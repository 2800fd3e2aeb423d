import type { FastifyInstance } from 'fastify';
import { health } from '@roadlens/contract/endpoints/health';
import { migrationLevel } from '../../db/migrate.ts';
import { VERSION } from '../../lib/version.ts';
import { route } from '../../lib/route.ts';

/** For load balancers and the status page: version, database kind, migration level. */
export default function getHealth(app: FastifyInstance) {
  route(app, health.get, async () => ({
    status: 'ok' as const,
    version: VERSION,
    release: app.env.RELEASE,
    database: app.db.kind,
    migration: await migrationLevel(app.db),
  }));
}
