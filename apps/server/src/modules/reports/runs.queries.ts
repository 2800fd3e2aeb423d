import type { ReportFormat, ReportRunStatus } from '@roadlens/contract/reports';
import type { Queryable } from '../../db/index.ts';
import { iso, type ReportRow } from './reports.queries.ts';

/** The report as it was when a run was queued: a later edit does not change a run in flight. */
export type RunSpec = Pick<
  ReportRow,
  'name' | 'source' | 'objects' | 'metrics' | 'charts' | 'formats' | 'recipients' | 'email' | 'owner_id'
>;

export interface RunRow {
  id: number;
  report_id: number;
  company_id: number;
  trigger: 'manual' | 'schedule';
  spec: RunSpec;
  period_from: string;
  period_to: string;
  time_zone: string;
  status: ReportRunStatus;
  progress: number;
  attempts: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const opt = (c: string) => `CASE WHEN ${c} IS NULL THEN NULL ELSE ${iso(c)} END`;
const COLUMNS = `id, report_id, company_id, trigger, spec, period_from::text AS period_from, period_to::text AS period_to, time_zone,
  status, progress, attempts, error, ${iso('created_at')} AS created_at, ${opt('started_at')} AS started_at, ${opt('finished_at')} AS finished_at`;

export interface NewRun {
  reportId: number;
  companyId: number;
  trigger: 'manual' | 'schedule';
  scheduledFor: Date | null;
  spec: RunSpec;
  period: { from: string; to: string };
  timeZone: string;
}

/** Queues a run; a scheduled moment already queued (by another process) adds nothing and answers null. */
export async function insertRun(db: Queryable, r: NewRun): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO report_runs (report_id, company_id, trigger, scheduled_for, spec, period_from, period_to, time_zone)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::date, $7::date, $8) ON CONFLICT (report_id, scheduled_for) DO NOTHING RETURNING id`,
    [r.reportId, r.companyId, r.trigger, r.scheduledFor, JSON.stringify(r.spec), r.period.from, r.period.to, r.timeZone],
  );
  return rows[0]?.id ?? null;
}

export async function findRun(db: Queryable, companyId: number, id: number): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(`SELECT ${COLUMNS} FROM report_runs WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

export async function listRuns(db: Queryable, companyId: number, reportId: number): Promise<RunRow[]> {
  const { rows } = await db.query<RunRow>(
    `SELECT ${COLUMNS} FROM report_runs WHERE company_id = $1 AND report_id = $2 ORDER BY id DESC LIMIT 200`,
    [companyId, reportId],
  );
  return rows;
}

/** The newest run of each of the reports. */
export async function latestRuns(db: Queryable, companyId: number, reportIds: readonly number[]): Promise<RunRow[]> {
  const { rows } = await db.query<RunRow>(
    `SELECT DISTINCT ON (report_id) ${COLUMNS} FROM report_runs WHERE company_id = $1 AND report_id = ANY($2::int[]) ORDER BY report_id, id DESC`,
    [companyId, reportIds],
  );
  return rows;
}

export interface FileInfo {
  run_id: number;
  format: ReportFormat;
  filename: string;
  content_type: string;
  size: number;
}

export async function runFiles(db: Queryable, runIds: readonly number[]): Promise<FileInfo[]> {
  const { rows } = await db.query<FileInfo>(
    `SELECT run_id, format, filename, content_type, octet_length(content)::int AS size FROM report_files
      WHERE run_id = ANY($1::int[]) ORDER BY run_id, array_position(ARRAY['pdf', 'xlsx', 'csv'], format)`,
    [runIds],
  );
  return rows;
}

/** One file of a finished run of the company's; null for another company's run. */
export async function fileContent(db: Queryable, companyId: number, runId: number, format: ReportFormat) {
  const { rows } = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    `SELECT f.filename, f.content_type, f.content FROM report_files f JOIN report_runs r ON r.id = f.run_id
      WHERE r.company_id = $1 AND r.id = $2 AND f.format = $3 AND r.status = 'done'`,
    [companyId, runId, format],
  );
  return rows[0] ?? null;
}
