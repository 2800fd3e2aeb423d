import { SystemStatus } from '../system-status.ts';
import { endpoint } from '../endpoint.ts';

/** The installation's health for staff, read afresh on every call. */
export const systemStatus = {
  get: endpoint({
    method: 'GET',
    path: '/api/platform/system_status/',
    summary: 'Server, database, companies, tasks, live processing, sessions, mail outbox and memory.',
    tags: ['system'],
    responses: { 200: SystemStatus },
    access: { auth: 'user', staff: true },
  }),
};
