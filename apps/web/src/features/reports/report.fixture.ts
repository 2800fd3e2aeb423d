import type { Report, ReportRun } from '@roadlens/contract/reports';

/** A finished or running generation of report 1, as the server answers it. */
export function runFixture(over: Partial<ReportRun> = {}): ReportRun {
  return {
    id: 11,
    report_id: 1,
    report_name: 'Weekly corridor',
    source: 'insight',
    trigger: 'manual',
    period: { from: '2026-11-16', to: '2026-11-22' },
    time_zone: 'Europe/Istanbul',
    formats: ['csv', 'xlsx', 'pdf'],
    status: 'done',
    progress: 100,
    error: null,
    created_at: '2026-11-23T06:00:00.000Z',
    started_at: '2026-11-23T06:00:01.000Z',
    finished_at: '2026-11-23T06:00:09.000Z',
    files: [
      { format: 'csv', filename: 'weekly-corridor.csv', content_type: 'text/csv', size: 2048 },
      {
        format: 'xlsx',
        filename: 'weekly-corridor.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 8192,
      },
      { format: 'pdf', filename: 'weekly-corridor.pdf', content_type: 'application/pdf', size: 40960 },
    ],
    ...over,
  };
}

/** A weekly Insight report on one link and one route, in Istanbul's zone. */
export function reportFixture(over: Partial<Report> = {}): Report {
  const user = { id: 1, name: 'Ada Admin', email: 'admin@demo.local' };
  return {
    id: 1,
    name: 'Weekly corridor',
    source: 'insight',
    objects: [
      { kind: 'link', id: 3, name: 'Coast road' },
      { kind: 'route', id: 4, name: 'Airport route' },
    ],
    period: { kind: 'w' },
    metrics: ['travel_time', 'speed'],
    charts: ['travel_time'],
    formats: ['csv', 'xlsx', 'pdf'],
    schedule: { frequency: 'w', time: '06:00', weekday: 1 },
    time_zone: null,
    effective_time_zone: 'Europe/Istanbul',
    recipients: [{ id: 2, name: 'Oya Operator', email: 'operator@demo.local' }],
    email: false,
    owner: user,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    next_run_at: '2026-11-30T03:00:00.000Z',
    last_run: runFixture(),
    ...over,
  };
}
