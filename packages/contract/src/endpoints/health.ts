import { Health } from '../health.ts';
import { endpoint } from '../endpoint.ts';

/** Liveness of the installation, for load balancers and the status page. */
export const health = {
  get: endpoint({
    method: 'GET',
    path: '/api/health/',
    summary: 'Version, release, database kind and migration level.',
    tags: ['system'],
    responses: { 200: Health },
    access: { auth: 'public' },
  }),
};
