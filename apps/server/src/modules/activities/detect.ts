import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/notify.ts';
import { approverIds, insertNewActivities } from './detect.queries.ts';

/** Matches that arrived longer ago than this are history, never turned into activities (a backfill stays quiet). */
export const DETECT_LOOKBACK_S = 24 * 3600;

/** The notification's text, as the panel shows it for actor `activity`. */
export const activityText = (tagName: string, rendezvous: string | null) =>
  `New Activity from ${tagName} (Rendezvous Number: ${rendezvous ?? '-'}) waiting to be approved`;

/**
 * Creates the activities of known trucks' new terminal visits and tells the company's approvers
 * of each. The inserts and their notifications commit together: a visit another process inserted
 * first is not returned here, so it is announced once, by that process.
 */
export async function detectActivities(app: Pick<FastifyInstance, 'db' | 'events'>, now = Date.now()): Promise<number> {
  const since = new Date(now - DETECT_LOOKBACK_S * 1000);
  return app.db.transaction(async (tx) => {
    const created = await insertNewActivities(tx, since);
    const approvers = new Map<number, number[]>();
    for (const a of created) {
      if (!approvers.has(a.company_id)) approvers.set(a.company_id, await approverIds(tx, a.company_id));
      await notify(tx, app.events, {
        userIds: approvers.get(a.company_id)!,
        level: 'warning',
        actor_type: 'activity',
        actor_object_id: a.id,
        verb: 'New Activity',
        description: activityText(a.tag_name, a.rendezvous_number),
        data: { tag_name: a.tag_name, ...(a.rendezvous_number !== null ? { rendezvous_number: a.rendezvous_number } : {}) },
      });
    }
    return created.length;
  });
}
