import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys, sessionKeys } from '../../lib/api/keys.ts';
import { useLiveEvent } from '../../lib/api/live.ts';
import { notificationsAfter } from './notifications-api.ts';

export const POLL_INTERVAL_MS = 60_000;

/**
 * Keeps the bell and panel current: the live event stream brings a
 * new notification at once; a poll of notifications_after_ts every 60 s covers a dropped stream.
 */
export function useLiveNotifications(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    let since = Date.now() / 1000;
    const timer = setInterval(() => {
      const from = since;
      since = Date.now() / 1000;
      notificationsAfter(from)
        .then((rows) => rows.length > 0 && refresh())
        .catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, enabled]);
  // The tab's one live stream brings a new notification at once. A change of the company's settings
  // (units, colours, map) also reloads the profile, so every open screen shows it without a reload.
  useLiveEvent(
    'notification',
    (e) => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      if (e.notification.actor_type === 'company') void client.invalidateQueries({ queryKey: sessionKeys.all });
    },
    enabled,
  );
}
