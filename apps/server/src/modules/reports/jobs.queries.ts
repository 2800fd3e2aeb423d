import type { ReportFormat } from '@roadlens/contract/reports';
import type { Queryable } from '../../db/index.ts';
import type { ReportRow } from './reports.queries.ts';
import type { RunRow } from './runs.queries.ts';

/**
 * While a process renders a run it holds a lease, renewed at each step; a process that dies lets
 * it lapse and the run is taken up again. `attempts` doubles as the fencing token: a process
 * whose lease was taken over finds its updates refused and stops.
 */
export const LEASE_S = 300;
/** A run whose process died this many times is given up (it may be what kills the process). */
export const MAX_ATTEMPTS = 3;

/** Takes the oldest queued run, or a running one whose lease lapsed, so no two processes render one run at once. */
export async function claimRun(db: Queryable): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(
    `WITH next AS (
       SELECT id FROM report_runs
        WHERE (status = 'queued' OR (status = 'running' AND lease_until < now())) AND attempts < ${MAX_ATTEMPTS}
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     UPDATE report_runs r SET status = 'running', attempts = r.attempts + 1, progress = 0, error = NULL,
            lease_until = now() + make_interval(secs => ${LEASE_S}), started_at = now()
       FROM next WHERE r.id = next.id
     RETURNING r.id, r.report_id, r.company_id, r.trigger, r.spec, r.period_from::text AS period_from, r.period_to::text AS period_to,
               r.time_zone, r.status, r.progress, r.attempts, r.error, r.created_at::text AS created_at, NULL AS started_at, NULL AS finished_at`,
  );
  return rows[0] ?? null;
}

/** Gives up runs whose process died on every attempt; answers them so their owners can be told. */
export async function failAbandoned(db: Queryable): Promise<Array<Pick<RunRow, 'id' | 'report_id' | 'company_id' | 'spec'>>> {
  const { rows } = await db.query<Pick<RunRow, 'id' | 'report_id' | 'company_id' | 'spec'>>(
    `UPDATE report_runs SET status = 'failed', error = 'The report could not be generated.', finished_at = now(), lease_until = NULL
      WHERE status = 'running' AND lease_until < now() AND attempts >= ${MAX_ATTEMPTS}
      RETURNING id, report_id, company_id, spec`,
  );
  return rows;
}

/** Records progress and renews the lease; false when the run is no longer this attempt's. */
export async function setProgress(db: Queryable, id: number, attempt: number, progress: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE report_runs SET progress = $3, lease_until = now() + make_interval(secs => ${LEASE_S})
      WHERE id = $1 AND attempts = $2 AND status = 'running'`,
    [id, attempt, progress],
  );
  return rowCount > 0;
}

export interface RenderedFile {
  format: ReportFormat;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

export async function insertFile(db: Queryable, runId: number, f: RenderedFile): Promise<void> {
  await db.query(
    `INSERT INTO report_files (run_id, format, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (run_id, format) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type, content = EXCLUDED.content`,
    [runId, f.format, f.filename, f.content_type, f.content],
  );
}

/** Marks the run done; false when the run is no longer this attempt's. */
export async function finishRun(db: Queryable, id: number, attempt: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE report_runs SET status = 'done', progress = 100, finished_at = now(), lease_until = NULL
      WHERE id = $1 AND attempts = $2 AND status = 'running'`,
    [id, attempt],
  );
  return rowCount > 0;
}

export async function failRun(db: Queryable, id: number, attempt: number, error: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE report_runs SET status = 'failed', error = $3, finished_at = now(), lease_until = NULL
      WHERE id = $1 AND attempts = $2 AND status = 'running'`,
    [id, attempt, error],
  );
  return rowCount > 0;
}

/** Reports whose scheduled moment has come, with the zone they run in, locked so another process skips them. */
export async function lockDueReports(tx: Queryable, limit: number): Promise<Array<ReportRow & { due_at: Date; zone: string }>> {
  const { rows } = await tx.query<ReportRow & { due_at: Date | string; zone: string }>(
    `SELECT r.*, r.next_run_at AS due_at, COALESCE(r.time_zone, c.time_zone) AS zone
       FROM reports r JOIN companies c ON c.id = r.company_id
      WHERE r.next_run_at <= now() ORDER BY r.next_run_at LIMIT $1 FOR UPDATE OF r SKIP LOCKED`,
    [limit],
  );
  return rows.map((r) => ({ ...r, due_at: new Date(r.due_at) }));
}

export async function setNextRun(tx: Queryable, id: number, next: Date | null): Promise<void> {
  await tx.query('UPDATE reports SET next_run_at = $2 WHERE id = $1', [id, next]);
}

/** Removes finished runs (and their files) older than each company's report retention; answers how many. */
export async function deleteExpiredRuns(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM report_runs r USING companies c
      WHERE c.id = r.company_id AND r.status IN ('done', 'failed')
        AND r.created_at < now() - make_interval(days => c.report_retention_days)`,
  );
  return rowCount;
}
