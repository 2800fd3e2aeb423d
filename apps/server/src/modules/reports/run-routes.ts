import type { FastifyInstance } from 'fastify';
import { reports } from '@roadlens/contract/endpoints/reports';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { presentRuns } from './present.ts';
import { companyProfile, findReport } from './reports.queries.ts';
import { fileContent, findRun, insertRun, listRuns } from './runs.queries.ts';
import { resolvePeriod } from './schedule.ts';
import { kickReports, specOf } from './worker.ts';

/** Queues a run of the report's period as of now; the worker renders it and notifies. */
export default function generateReportRoute(app: FastifyInstance) {
  route(app, reports.generate, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const report = await findReport(app.db, companyId, req.params.id);
    if (!report) throw notFound();
    const zone = report.time_zone ?? (await companyProfile(app.db, companyId)).time_zone;
    const id = await insertRun(app.db, {
      reportId: report.id,
      companyId,
      trigger: 'manual',
      scheduledFor: null,
      spec: specOf(report),
      period: resolvePeriod(report.period, zone, new Date()),
      timeZone: zone,
    });
    kickReports(app);
    reply.code(202);
    return (await presentRuns(app.db, [(await findRun(app.db, companyId, id!))!]))[0];
  });
}

export function reportRunsRoute(app: FastifyInstance) {
  route(app, reports.runs, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findReport(app.db, companyId, req.params.id))) throw notFound();
    return presentRuns(app.db, await listRuns(app.db, companyId, req.params.id));
  });
}

export function reportRunRoute(app: FastifyInstance) {
  route(app, reports.run, async (req) => {
    const run = await findRun(app.db, authOf(req).user.companyId, req.params.id);
    if (!run) throw notFound();
    return (await presentRuns(app.db, [run]))[0];
  });
}

/** A finished run's file; another company's run, or a format the run did not make, is a 404. */
export function downloadReportRoute(app: FastifyInstance) {
  route(app, reports.download, async (req, reply) => {
    const file = await fileContent(app.db, authOf(req).user.companyId, req.params.id, req.params.format);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.content));
  });
}
