import type { Queryable } from '../../db/index.ts';
import { clearSignOverrideIfTagged, setSignOverride } from '../signs/override.ts';
import { companySignName } from './actions.queries.ts';
import type { ClaimedDelivery } from './deliveries.queries.ts';
import type { AttemptResult } from './send.ts';

interface AlertOfDelivery {
  rule_id: number;
  rule_name: string;
  object_type: string;
  object_id: number;
  object_name: string;
  to_state: string;
}

/**
 * The end of an override's reason that says which action put it up for which alert; recovering
 * clears the override only while its reason still ends with this, so a message an operator (or
 * another alert) put up since is left alone. Ids, not names: a rule renamed meanwhile still matches.
 */
export const overrideTag = (actionId: number, a: Pick<AlertOfDelivery, 'rule_id' | 'object_type' | 'object_id'>) =>
  `[alert rule ${a.rule_id}, ${a.object_type} ${a.object_id}, action ${actionId}]`;

export function overrideReason(actionId: number, a: AlertOfDelivery): string {
  const tag = overrideTag(actionId, a);
  return `${`Alert ${a.rule_name} for ${a.object_type} ${a.object_name}`.slice(0, 500 - tag.length - 1)} ${tag}`;
}

const ok = (detail: string): AttemptResult => ({ ok: true, statusCode: null, error: null, detail });
const fail = (error: string): AttemptResult => ({ ok: false, statusCode: null, error, detail: null });

/**
 * A sign message override: alerting puts the action's lines on the sign until now + its duration;
 * recovering to ok takes them down again if they are still the ones it put up. Other changes (no
 * data) leave the sign as it is.
 */
export async function applySignOverride(db: Queryable, d: ClaimedDelivery): Promise<AttemptResult> {
  const { sign_id: signId, lines, duration_minutes: minutes } = d.config;
  if (!signId || !lines?.length || !minutes) return fail('The action names no sign, lines or duration.');
  const a = d.payload.alert as AlertOfDelivery | null;
  if (!a) {
    // "Send a test" does not touch the sign: a test must never put words in front of drivers, so it
    // checks the sign is still there and logs what an alert would put on it.
    const name = await companySignName(db, d.company_id, signId);
    if (name === null) return fail('The sign no longer exists.');
    return ok(`Test only, the sign is unchanged: an alert would show "${lines.join(' / ')}" on ${name} for ${minutes} min.`);
  }
  if (a.to_state === 'alerting') {
    const now = new Date();
    const sign = await setSignOverride(
      db,
      d.company_id,
      signId,
      { lines, expires_at: new Date(now.getTime() + minutes * 60_000), reason: overrideReason(d.action_id, a) },
      now,
    );
    if (!sign) return fail('The sign no longer exists.');
    return ok(`${sign.name} shows "${lines.join(' / ')}" until ${new Date(sign.override_expires_at!).toISOString()}.`);
  }
  if (a.to_state === 'ok') {
    const r = await clearSignOverrideIfTagged(db, d.company_id, signId, overrideTag(d.action_id, a));
    if (!r) return fail('The sign no longer exists.');
    return ok(
      r.cleared
        ? `${r.sign.name}: the alert's message was taken down.`
        : `${r.sign.name}: the alert's message was no longer shown; the sign was left as it is.`,
    );
  }
  return ok(`No change to the sign for the state ${a.to_state}.`);
}
