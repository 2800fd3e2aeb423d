import { keepPreviousData } from '@tanstack/react-query';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { useEndpointMutation, useEndpointQuery } from '../../lib/api/client.ts';
import { notificationKeys } from '../../lib/api/keys.ts';

export function useUnreadCount() {
  return useEndpointQuery(notificationKeys, notifications.count, { query: { unread: true } }, { select: (r) => r.count });
}

export function useUnreadNotifications(enabled = true) {
  return useEndpointQuery(notificationKeys, notifications.list, { query: { unread: true, page: 1 } }, { enabled });
}

/** One page of every notification, for the All Notifications dialog. */
export function useNotificationPage(page: number, pageSize: number, ordering: 'timestamp' | '-timestamp', enabled: boolean) {
  return useEndpointQuery(
    notificationKeys,
    notifications.list,
    { query: { page, page_size: pageSize, ordering } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** The mark-as-read dot: the row leaves the unread list and the bell's count drops. */
export function useMarkRead() {
  return useEndpointMutation(notifications.patch, {
    toInput: (id: number) => ({ params: { id }, body: { unread: false } }),
    invalidates: [notificationKeys.all],
  });
}
