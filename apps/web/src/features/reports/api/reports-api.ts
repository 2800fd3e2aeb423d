import { replaceEqualDeep, useMutation, useQueryClient } from '@tanstack/react-query';
import { reports } from '@roadlens/contract/endpoints/reports';
import type { Report, ReportFormat, ReportRun, ReportSource } from '@roadlens/contract/reports';
import { call, urlOf, useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { reportKeys } from '../../../lib/api/keys.ts';
import { useLiveEvent } from '../../../lib/api/live.ts';

/** A run still being worked on: its screens poll as well as listen, so progress shows even without the live stream. */
export const isActive = (run: Pick<ReportRun, 'status'> | null | undefined) => run?.status === 'queued' || run?.status === 'running';

const POLL_MS = 3_000;

/**
 * A run read again never goes back: a read that left before a live event arrived would otherwise
 * move the bar backwards when it lands. Done and failed always win.
 */
function ahead<R extends Pick<ReportRun, 'id' | 'status' | 'progress'>>(old: R | null | undefined, next: R): R {
  if (!old || old.id !== next.id || !isActive(next)) return next;
  if (old.status === 'running' && next.status === 'queued') return { ...next, status: old.status, progress: old.progress };
  return old.progress > next.progress ? { ...next, progress: old.progress } : next;
}
const listAhead = (old: unknown, next: unknown) => {
  const before = new Map(((old as Report[] | undefined) ?? []).map((r) => [r.id, r.last_run]));
  const merged = (next as Report[]).map((r) => (r.last_run ? { ...r, last_run: ahead(before.get(r.id), r.last_run) } : r));
  return replaceEqualDeep(old, merged);
};
const runAhead = (old: unknown, next: unknown) => replaceEqualDeep(old, ahead(old as ReportRun | undefined, next as ReportRun));

export const useReports = () =>
  useEndpointQuery(
    reportKeys,
    reports.list,
    {},
    { refetchInterval: (q) => ((q.state.data ?? []).some((r) => isActive(r.last_run)) ? POLL_MS : 60_000), structuralSharing: listAhead },
  );

export const useReport = (id: number | undefined) =>
  useEndpointQuery(
    reportKeys,
    reports.get,
    { params: { id: id ?? 0 } },
    { enabled: (id ?? 0) > 0, retry: false, callOptions: { no404Intercept: true } },
  );

export const useReportRun = (id: number) =>
  useEndpointQuery(
    reportKeys,
    reports.run,
    { params: { id } },
    {
      enabled: id > 0,
      retry: false,
      callOptions: { no404Intercept: true },
      refetchInterval: (q) => (isActive(q.state.data) ? POLL_MS : false),
      structuralSharing: runAhead,
    },
  );

export const useReportRuns = (reportId: number | undefined) =>
  useEndpointQuery(reportKeys, reports.runs, { params: { id: reportId ?? 0 } }, { enabled: (reportId ?? 0) > 0, retry: false });

export const useReportObjects = (source: ReportSource) =>
  useEndpointQuery(reportKeys, reports.objects, { query: { source } }, { staleTime: 60_000 });

export const useReportRecipients = () => useEndpointQuery(reportKeys, reports.recipients, {}, { staleTime: 60_000 });

export const useCreateReport = () => useEndpointMutation(reports.create, { invalidates: [reportKeys.all], callOptions: { silent: true } });
export const usePatchReport = () => useEndpointMutation(reports.patch, { invalidates: [reportKeys.all], callOptions: { silent: true } });
export const useDeleteReport = () => useEndpointMutation(reports.delete, { invalidates: [reportKeys.all] });
/** Queues a run; the list shows it queued at once (its bar then moves with the live events) before it is read again. */
export function useGenerateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { params: { id: number } }) => call(reports.generate, v, { silent: true }),
    onSuccess: (run) => {
      client.setQueriesData<Report[]>({ queryKey: reportKeys.of(reports.list) }, (list) =>
        list?.map((r) => (r.id === run.report_id ? { ...r, last_run: run } : r)),
      );
      return client.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}

/** The address of a finished run's file; the browser downloads it with the session cookie. */
export const downloadUrl = (runId: number, format: ReportFormat) => urlOf(reports.download, { params: { id: runId, format } });

/**
 * Keeps every cached view of a run in step with the `report_progress` events: progress moves in
 * place, and a run that finished (or one the cache has not seen yet) refetches the reports, so
 * files and the next run arrive with it.
 */
export function useReportProgress() {
  const client = useQueryClient();
  useLiveEvent('report_progress', ({ run }) => {
    let known = false;
    client.setQueriesData<Report[]>({ queryKey: reportKeys.of(reports.list) }, (list) =>
      list?.map((r) => {
        if (r.last_run?.id !== run.id) return r;
        known = true;
        return { ...r, last_run: { ...r.last_run, status: run.status, progress: run.progress } };
      }),
    );
    client.setQueriesData<ReportRun>({ queryKey: reportKeys.call(reports.run, { params: { id: run.id } }) }, (r) => {
      if (!r) return r;
      known = true;
      return { ...r, status: run.status, progress: run.progress };
    });
    if (!known || !isActive(run)) void client.invalidateQueries({ queryKey: reportKeys.all });
  });
}
