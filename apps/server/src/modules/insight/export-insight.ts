import type { FastifyInstance } from 'fastify';
import { insight } from '@roadlens/contract/endpoints/insight';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { analyse } from './analyse.ts';
import { insightCsv, insightXlsx } from './export-format.ts';

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** The Insight analysis as a file: one row per item and period (CSV), plus the profile sheet (XLSX). */
export default function exportInsightRoute(app: FastifyInstance) {
  route(app, insight.export, async (req, reply) => {
    const result = await analyse(app.db, authOf(req).user.companyId, req.body);
    const format = req.query.format;
    const body = format === 'xlsx' ? await insightXlsx(result) : insightCsv(result);
    return reply.header('content-type', TYPES[format]).header('content-disposition', `attachment; filename="insight.${format}"`).send(body);
  });
}
