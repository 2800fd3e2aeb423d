import { page } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { LoginAuditEntry, LoginAuditQuery } from '../login-audit.ts';

/** Failed sign-ins across every company: staff only. */
export const loginAudit = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/login_audit/',
    summary: 'Failed sign-ins, newest first: time, name tried, account, client address, user agent and reason.',
    tags: ['auth'],
    query: LoginAuditQuery,
    responses: { 200: page(LoginAuditEntry) },
    access: { auth: 'user', staff: true },
  }),
};
