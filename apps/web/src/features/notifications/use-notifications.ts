import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countUnread, listUnread, markRead, notificationKeys } from './notifications-api.ts';

export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.count, queryFn: countUnread, select: (r) => r.count });
}

export function useUnreadNotifications(enabled = true) {
  return useQuery({ queryKey: notificationKeys.unread, queryFn: listUnread, enabled });
}

/** The mark-as-read dot: removes the row from the unread list and lowers the count (core §4). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
