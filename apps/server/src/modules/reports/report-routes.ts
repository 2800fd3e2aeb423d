import type { FastifyInstance } from 'fastify';
import { reports } from '@roadlens/contract/endpoints/reports';
import { REPORT_SOURCE_KINDS } from '@roadlens/contract/reports';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { presentReports } from './present.ts';
import {
  companyObjects,
  companyProfile,
  companyUsers,
  deleteReport,
  findReport,
  insertReport,
  listReports,
  updateReport,
  type ReportFields,
} from './reports.queries.ts';
import { nextRunAt } from './schedule.ts';
import { checkReport, normalise } from './validate.ts';

/** Checks a report's fields and answers when its schedule runs next (null without one). */
async function prepare(app: FastifyInstance, companyId: number, f: ReportFields): Promise<Date | null> {
  const zone = f.time_zone ?? (await companyProfile(app.db, companyId)).time_zone;
  await checkReport(app.db, companyId, f, zone);
  return f.schedule ? nextRunAt(f.schedule, zone, new Date()) : null;
}

const one = async (app: FastifyInstance, companyId: number, id: number) => {
  const row = await findReport(app.db, companyId, id);
  if (!row) throw notFound();
  return (await presentReports(app.db, companyId, [row]))[0];
};

export default function listReportsRoute(app: FastifyInstance) {
  route(app, reports.list, async (req) => {
    const companyId = authOf(req).user.companyId;
    return presentReports(app.db, companyId, await listReports(app.db, companyId));
  });
}

export function reportObjectsRoute(app: FastifyInstance) {
  route(app, reports.objects, async (req) => companyObjects(app.db, authOf(req).user.companyId, REPORT_SOURCE_KINDS[req.query.source]));
}

export function reportRecipientsRoute(app: FastifyInstance) {
  route(app, reports.recipients, async (req) => companyUsers(app.db, authOf(req).user.companyId));
}

export function getReportRoute(app: FastifyInstance) {
  route(app, reports.get, async (req) => one(app, authOf(req).user.companyId, req.params.id));
}

export function createReportRoute(app: FastifyInstance) {
  route(app, reports.create, async (req, reply) => {
    const { companyId, id: userId } = authOf(req).user;
    const fields = normalise(req.body);
    const next = await prepare(app, companyId, fields);
    const id = await insertReport(app.db, companyId, userId, fields, next);
    reply.code(201);
    return one(app, companyId, id);
  });
}

export function patchReportRoute(app: FastifyInstance) {
  route(app, reports.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    const row = await findReport(app.db, companyId, req.params.id);
    if (!row) throw notFound();
    const given = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
    const fields = normalise({ ...row, ...given } as ReportFields);
    const next = await prepare(app, companyId, fields);
    if (!(await updateReport(app.db, companyId, row.id, fields, next))) throw notFound();
    return one(app, companyId, row.id);
  });
}

export function deleteReportRoute(app: FastifyInstance) {
  route(app, reports.delete, async (req, reply) => {
    if (!(await deleteReport(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
