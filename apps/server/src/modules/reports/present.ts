import type { Report, ReportRun } from '@roadlens/contract/reports';
import type { Queryable } from '../../db/index.ts';
import { companyProfile, companyUsers, objectOwners, type ReportRow } from './reports.queries.ts';
import { latestRuns, runFiles, type FileInfo, type RunRow } from './runs.queries.ts';

/** A run as the API shows it, with its files (none before it is done). */
export function toRun(r: RunRow, files: readonly FileInfo[]): ReportRun {
  return {
    id: r.id,
    report_id: r.report_id,
    report_name: r.spec.name,
    source: r.spec.source,
    trigger: r.trigger,
    period: { from: r.period_from, to: r.period_to },
    time_zone: r.time_zone,
    formats: r.spec.formats,
    status: r.status,
    progress: r.progress,
    error: r.error,
    created_at: r.created_at,
    started_at: r.started_at,
    finished_at: r.finished_at,
    files: files.filter((f) => f.run_id === r.id).map(({ run_id: _, ...f }) => f),
  };
}

export async function presentRuns(db: Queryable, runs: RunRow[]): Promise<ReportRun[]> {
  const files = runs.length
    ? await runFiles(
        db,
        runs.map((r) => r.id),
      )
    : [];
  return runs.map((r) => toRun(r, files));
}

/** Reports as the API shows them: object names, people and the last run read in one query each for the whole list. */
export async function presentReports(db: Queryable, companyId: number, rows: ReportRow[]): Promise<Report[]> {
  if (rows.length === 0) return [];
  const zone = (await companyProfile(db, companyId)).time_zone;
  const owners = await objectOwners(
    db,
    rows.flatMap((r) => r.objects),
  );
  const userIds = [...new Set(rows.flatMap((r) => [...r.recipients, ...(r.owner_id ? [r.owner_id] : [])]))];
  const users = new Map((await companyUsers(db, companyId, userIds)).map((u) => [u.id, u]));
  const last = await presentRuns(
    db,
    await latestRuns(
      db,
      companyId,
      rows.map((r) => r.id),
    ),
  );
  let pos = 0;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    source: r.source,
    objects: r.objects.map((o) => {
      const owner = owners[pos++];
      return { ...o, name: owner?.company_id === companyId ? (owner.name ?? '') : '' };
    }),
    period: r.period,
    metrics: r.metrics,
    charts: r.charts,
    formats: r.formats,
    schedule: r.schedule,
    time_zone: r.time_zone,
    effective_time_zone: r.time_zone ?? zone,
    recipients: r.recipients.flatMap((id) => users.get(id) ?? []),
    email: r.email,
    owner: (r.owner_id && users.get(r.owner_id)) || null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    next_run_at: r.next_run_at,
    last_run: last.find((x) => x.report_id === r.id) ?? null,
  }));
}
