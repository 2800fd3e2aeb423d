import type { FastifyInstance } from 'fastify';
import { company } from '@roadlens/contract/endpoints/company';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { getCompanySettings } from './company-settings.queries.ts';

export default function getCompanySettingsRoute(app: FastifyInstance) {
  route(app, company.get, async (req) => (await getCompanySettings(app.db, authOf(req).user.companyId)) ?? Promise.reject(notFound()));
}
