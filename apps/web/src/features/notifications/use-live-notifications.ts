import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys, notificationsAfter } from './notifications-api.ts';

export const POLL_INTERVAL_MS = 60_000;

/**
 * Keeps the bell and panel current (DECISIONS "Notifications"): the live event stream brings a
 * new notification at once; a poll of notifications_after_ts every 60 s covers a dropped stream.
 */
export function useLiveNotifications(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    let since = Date.now() / 1000;
    let source: EventSource | null = null;
    if (typeof EventSource !== 'undefined') {
      source = new EventSource('/api/events/', { withCredentials: true });
      source.addEventListener('notification', refresh);
    }
    const timer = setInterval(() => {
      const from = since;
      since = Date.now() / 1000;
      notificationsAfter(from)
        .then((rows) => rows.length > 0 && refresh())
        .catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => {
      source?.close();
      clearInterval(timer);
    };
  }, [client, enabled]);
}
