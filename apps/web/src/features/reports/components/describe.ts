import type { ReportPeriod, ReportSchedule } from '@roadlens/contract/reports';
import { formatInstant } from '../../../lib/format/index.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** "Daily at 06:00", "Every Monday at 06:00", "Monthly on day 1 at 06:00", or "No schedule". */
export function describeSchedule(s: ReportSchedule | null, t: T): string {
  if (!s) return t('reports.schedule.none');
  if (s.frequency === 'w') return t('reports.schedule.w', { weekday: t(`reports.weekday.${s.weekday ?? 1}`), time: s.time });
  if (s.frequency === 'm') return t('reports.schedule.m', { day: s.day_of_month ?? 1, time: s.time });
  return t('reports.schedule.d', { time: s.time });
}

/** A relative period by name, a fixed one as its dates. */
export function describePeriod(p: ReportPeriod, t: T): string {
  return p.kind === 'fixed' ? t('reports.period.range', { from: p.from ?? '', to: p.to ?? '' }) : t(`reports.period.${p.kind}`);
}

/**
 * An instant on the wall clock of the zone a report runs in, with the zone named: the schedule
 * is set in that zone, so its next run reads the same way whatever the viewer's own zone is.
 */
export function inZone(iso: string | null | undefined, zone: string, t: T): string {
  if (!iso) return '—';
  return t('reports.row.zone', { time: formatInstant(iso, zone, 'dateTime'), zone });
}
