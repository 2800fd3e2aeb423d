import type { FastifyBaseLogger } from 'fastify';
import type { ReportRunStatus } from '@roadlens/contract/reports';
import type { Db } from '../../db/index.ts';
import type { Env } from '../../env.ts';
import type { EventBus } from '../../lib/events.ts';
import { sendMail } from '../../lib/mail.ts';
import { notify } from '../notifications/notify.ts';
import { companyUsers } from './reports.queries.ts';
import type { RunRow } from './runs.queries.ts';

export interface ReportDeps {
  db: Db;
  events: EventBus;
  env: Env;
  log: FastifyBaseLogger;
}

/** The owner and the recipients still active in the run's company (a user moved away no longer gets it). */
export async function audienceOf(db: Db, run: Pick<RunRow, 'company_id' | 'spec'>) {
  const ids = [...new Set([run.spec.owner_id, ...run.spec.recipients].filter((x): x is number => x !== null))];
  return ids.length ? companyUsers(db, run.company_id, ids) : [];
}

/** Tells the owner and recipients' open pages how the run is getting on. */
export async function publishProgress(
  deps: ReportDeps,
  run: RunRow,
  userIds: readonly number[],
  status: ReportRunStatus,
  progress: number,
) {
  for (const userId of userIds) {
    await deps.events.publish({ type: 'report_progress', run: { id: run.id, report_id: run.report_id, status, progress } }, { userId });
  }
}

/** Mails use PUBLIC_URL only: a background job has no request, and a Host header is the caller's to choose. */
function mailText(deps: ReportDeps, run: RunRow, formats: readonly string[]): string {
  const lines = [
    `Report ${run.spec.name} is ready to download!`,
    '',
    `Period: ${run.period_from} – ${run.period_to} (${run.time_zone})`,
    '',
  ];
  const base = deps.env.PUBLIC_URL;
  if (!base) return [...lines, 'Sign in to Roadlens and open Reports to download it.'].join('\n');
  const at = (p: string) => new URL(p, base).toString();
  return [
    ...lines,
    `Open it: ${at(`/dashboard/report/${run.id}/info`)}`,
    ...formats.map((f) => `${f.toUpperCase()}: ${at(`/api/reports/runs/${run.id}/files/${f}/`)}`),
    '',
    'The links ask you to sign in.',
  ].join('\n');
}

/** The "Download Report" notification to the owner and recipients, and an e-mail to recipients when the report asks for one. */
export async function announceReady(deps: ReportDeps, run: RunRow, formats: readonly string[]) {
  const users = await audienceOf(deps.db, run);
  const name = run.spec.name;
  await notify(deps.db, deps.events, {
    userIds: users.map((u) => u.id),
    level: 'success',
    actor_type: 'report',
    actor_object_id: run.id,
    verb: 'Download Report',
    description: `Report ${name} is ready to download!`,
    data: { object_name: name, object_type: 'report', object_id: run.id, report_id: run.report_id },
  });
  if (!run.spec.email) return;
  const recipients = new Set(run.spec.recipients);
  for (const u of users.filter((x) => recipients.has(x.id) && x.email)) {
    await sendMail(deps.db, deps.env, deps.log, { to: u.email, subject: `Report ${name} is ready`, text: mailText(deps, run, formats) });
  }
}

/** Tells the owner a run failed (a plain notification: the report one reads "ready to download"). */
export async function announceFailed(deps: ReportDeps, run: Pick<RunRow, 'id' | 'company_id' | 'spec'>, error: string) {
  const owner = (await audienceOf(deps.db, { company_id: run.company_id, spec: { ...run.spec, recipients: [] } }))[0];
  if (!owner) return;
  await notify(deps.db, deps.events, {
    userIds: [owner.id],
    level: 'error',
    actor_type: 'other',
    actor_object_id: run.id,
    verb: `Report ${run.spec.name} failed`,
    description: error,
    data: { object_name: run.spec.name, object_type: 'report', object_id: run.id },
  });
}
