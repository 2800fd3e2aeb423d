import type { FastifyInstance } from 'fastify';
import health from './health/index.ts';
import events from './events/index.ts';
import auth from './auth/index.ts';

/** Every API operation, one registrar per file, grouped by module. Remove a module by removing its line. */
export const modules: Array<Array<(app: FastifyInstance) => void>> = [health, events, auth];
