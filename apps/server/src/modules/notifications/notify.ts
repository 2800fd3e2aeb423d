import type { Queryable } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { activeCompanyUserIds, insertNotifications, type NewNotification } from './notifications.queries.ts';

export type NotifyInput = NewNotification & ({ userIds: number[] } | { companyId: number });

/**
 * Sends a notification to users (or every active user of a company): stores one row per
 * recipient, then publishes each on the live event stream (event `notification`) so open
 * panels show it at once. Other modules (alerts, reports, activities) call this.
 */
export async function notify(db: Queryable, events: EventBus, input: NotifyInput) {
  const userIds = 'userIds' in input ? input.userIds : await activeCompanyUserIds(db, input.companyId);
  if (userIds.length === 0) return [];
  const rows = await insertNotifications(db, userIds, input);
  for (const { recipient_id, ...row } of rows) {
    await events.publish({ type: 'notification', notification: row }, { userId: recipient_id });
  }
  return rows;
}
