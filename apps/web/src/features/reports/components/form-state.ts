import {
  REPORT_METRICS,
  REPORT_SOURCE_KINDS,
  type Report,
  type ReportChart,
  type ReportCreate,
  type ReportFormat,
  type ReportMetric,
  type ReportObjectOption,
  type ReportPeriod,
  type ReportSource,
  type ReportUser,
} from '@roadlens/contract/reports';

export type Frequency = 'none' | 'd' | 'w' | 'm';

/** What the report form edits, as the inputs hold it. */
export interface FormState {
  name: string;
  source: ReportSource;
  objects: ReportObjectOption[];
  periodKind: ReportPeriod['kind'];
  from: string;
  to: string;
  metrics: string[];
  charts: ReportChart[];
  formats: ReportFormat[];
  frequency: Frequency;
  time: string;
  weekday: number;
  dayOfMonth: number;
  recipients: ReportUser[];
  email: boolean;
  /** Kept as saved: the form reads times in the company's zone, a zone set through the API stays. */
  timeZone: string | null;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new report: last week's Insight in every format, generated on demand. */
export function emptyForm(today: string): FormState {
  return {
    name: '',
    source: 'insight',
    objects: [],
    periodKind: 'w',
    from: addDays(today, -7),
    to: addDays(today, -1),
    metrics: ['travel_time', 'speed'],
    charts: ['travel_time'],
    formats: ['csv', 'xlsx', 'pdf'],
    frequency: 'none',
    time: '06:00',
    weekday: 1,
    dayOfMonth: 1,
    recipients: [],
    email: false,
    timeZone: null,
  };
}

/** The form filled from a saved report. */
export function fromReport(r: Report, today: string): FormState {
  const base = emptyForm(today);
  return {
    ...base,
    name: r.name,
    source: r.source,
    objects: r.objects.map(({ kind, id, name }) => ({ kind, id, name })),
    periodKind: r.period.kind,
    from: r.period.from ?? base.from,
    to: r.period.to ?? base.to,
    metrics: r.metrics,
    charts: r.charts,
    formats: r.formats,
    frequency: r.schedule?.frequency ?? 'none',
    time: r.schedule?.time ?? base.time,
    weekday: r.schedule?.weekday ?? base.weekday,
    dayOfMonth: r.schedule?.day_of_month ?? base.dayOfMonth,
    recipients: r.recipients,
    email: r.email,
    timeZone: r.time_zone,
  };
}

/** A new source keeps the objects of kinds it reports on and the metrics it offers (else the first two it offers). */
export function withSource(s: FormState, source: ReportSource): FormState {
  const kinds: readonly string[] = REPORT_SOURCE_KINDS[source];
  const offered: readonly string[] = REPORT_METRICS[source];
  const metrics = s.metrics.filter((m) => offered.includes(m));
  return {
    ...s,
    source,
    objects: s.objects.filter((o) => kinds.includes(o.kind)),
    metrics: metrics.length ? metrics : offered.slice(0, 2),
  };
}

/**
 * The request the form describes. Nothing is checked here: the server answers a 400 naming the
 * field at fault, and the form shows it beside that field.
 */
export function toBody(s: FormState): ReportCreate {
  return {
    name: s.name,
    source: s.source,
    objects: s.objects.map(({ kind, id }) => ({ kind, id })),
    period: s.periodKind === 'fixed' ? { kind: 'fixed', from: s.from || undefined, to: s.to || undefined } : { kind: s.periodKind },
    metrics: s.metrics as ReportMetric[],
    charts: s.charts,
    formats: s.formats,
    schedule:
      s.frequency === 'none'
        ? null
        : {
            frequency: s.frequency,
            time: s.time,
            ...(s.frequency === 'w' ? { weekday: s.weekday } : {}),
            ...(s.frequency === 'm' ? { day_of_month: s.dayOfMonth } : {}),
          },
    time_zone: s.timeZone,
    recipients: s.recipients.map((u) => u.id),
    email: s.email,
  };
}
