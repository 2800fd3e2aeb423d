import type { Notification, NotificationList } from '@roadlens/contract/notifications';
import { api } from '../../lib/api-client.ts';

/** The notification calls of core §7. */
const BASE = '/api/platform/notifications/';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  count: ['notifications', 'count'] as const,
  page: (page: number, pageSize: number, ordering: string) => ['notifications', 'page', page, pageSize, ordering] as const,
};

export const listUnread = () => api.get<NotificationList>(BASE, { query: { unread: true, page: 1 } });
export const listPage = (page: number, pageSize: number, ordering: string) =>
  api.get<NotificationList>(BASE, { query: { page, page_size: pageSize, ordering } });
export const countUnread = () => api.get<{ count: number }>(`${BASE}count/`, { query: { unread: true } });
export const notificationsAfter = (timestamp: number) =>
  api.get<Notification[]>(`${BASE}notifications_after_ts/`, { query: { timestamp } });
export const markRead = (id: number) => api.patch<Notification>(`${BASE}${id}/`, { unread: false });
export const markAllAsRead = () => api.post(`${BASE}mark_all_as_read/`);
export const deleteNotification = (id: number) => api.patch(`${BASE}${id}/delete/`, {});
