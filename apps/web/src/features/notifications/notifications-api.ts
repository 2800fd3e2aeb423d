import { notifications } from '@roadlens/contract/endpoints/notifications';
import { call } from '../../lib/api/client.ts';

/** What arrived since the last poll (seconds since epoch); the panel refreshes when anything did. */
export const notificationsAfter = (timestamp: number) => call(notifications.after, { query: { timestamp } });
