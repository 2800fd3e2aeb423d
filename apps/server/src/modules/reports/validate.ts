import { REPORT_METRICS, REPORT_SOURCE_KINDS } from '@roadlens/contract/reports';
import type { Queryable } from '../../db/index.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { companyUsers, objectOwners, type ReportFields } from './reports.queries.ts';
import { localDate } from './zoned-time.ts';

const unique = <T>(xs: readonly T[], key: (x: T) => string = String) => [...new Map(xs.map((x) => [key(x), x])).values()];

/** A parsed body as stored: repeated objects, metrics, charts, formats and recipients kept once. */
export function normalise(b: ReportFields): ReportFields {
  return {
    name: b.name,
    source: b.source,
    objects: unique(b.objects, (o) => `${o.kind}:${o.id}`),
    period: b.period.kind === 'fixed' ? b.period : { kind: b.period.kind },
    metrics: unique(b.metrics),
    charts: unique(b.charts),
    formats: unique(b.formats),
    schedule: b.schedule,
    time_zone: b.time_zone,
    recipients: unique(b.recipients),
    email: b.email,
  };
}

/**
 * Checks what the schemas cannot see alone, each failure a 400 naming its field: object kinds and
 * metrics the source offers, objects that exist (another company's answer 404, as everywhere),
 * recipients of the same company, a schedule with a relative period starting today or later,
 * and a fixed period that has begun.
 */
export async function checkReport(db: Queryable, companyId: number, f: ReportFields, tz: string, now = new Date()): Promise<void> {
  const kinds = REPORT_SOURCE_KINDS[f.source] as readonly string[];
  f.objects.forEach((o, i) => {
    if (!kinds.includes(o.kind)) throw badRequest(`objects.${i}.kind`, `A ${f.source} report covers ${kinds.join(' or ')} objects.`);
  });
  const metrics = REPORT_METRICS[f.source] as readonly string[];
  f.metrics.forEach((m, i) => {
    if (!metrics.includes(m)) throw badRequest(`metrics.${i}`, `A ${f.source} report offers ${metrics.join(', ')}.`);
  });
  const today = localDate(now, tz);
  if (f.period.kind === 'fixed' && f.period.from! > today) throw badRequest('period.from', 'The period has not started yet.');
  if (f.schedule) {
    if (f.period.kind === 'fixed')
      throw badRequest('period.kind', 'A scheduled report covers a relative period: the day, week or month before each run.');
    if (f.schedule.start && f.schedule.start < today) throw badRequest('schedule.start', 'The schedule cannot start in the past.');
  }
  const owners = await objectOwners(db, f.objects);
  owners.forEach((o, i) => {
    if (o.company_id === null) throw badRequest(`objects.${i}.id`, `No ${f.objects[i].kind} with id ${f.objects[i].id}.`);
  });
  if (owners.some((o) => o.company_id !== companyId)) throw notFound();
  if (f.recipients.length) {
    const found = new Set((await companyUsers(db, companyId, f.recipients)).map((u) => u.id));
    f.recipients.forEach((id, i) => {
      if (!found.has(id)) throw badRequest(`recipients.${i}`, `No active user with id ${id} in your company.`);
    });
  }
}
