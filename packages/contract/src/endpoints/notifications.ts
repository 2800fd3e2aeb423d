import { z } from 'zod';
import { IdParams, Ok } from '../common.ts';
import {
  Notification,
  NotificationCount,
  NotificationCountQuery,
  NotificationList,
  NotificationListQuery,
  NotificationPatch,
  NotificationsAfterQuery,
} from '../notifications.ts';
import { endpoint } from '../endpoint.ts';

/** The signed-in user's own notifications; anyone else's answer 404. */
export const notifications = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/notifications/',
    summary: 'Notifications of the caller: unread filter, page, page_size, ordering.',
    tags: ['notifications'],
    query: NotificationListQuery,
    responses: { 200: NotificationList },
    access: { auth: 'user' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/platform/notifications/:id/',
    summary: 'One notification of the caller.',
    tags: ['notifications'],
    params: IdParams,
    responses: { 200: Notification },
    access: { auth: 'user' },
  }),
  after: endpoint({
    method: 'GET',
    path: '/api/platform/notifications/notifications_after_ts/',
    summary: 'Notifications created after a time (seconds since epoch), newest first.',
    tags: ['notifications'],
    query: NotificationsAfterQuery,
    responses: { 200: z.array(Notification) },
    access: { auth: 'user' },
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/platform/notifications/count/',
    summary: 'How many notifications the caller has (the bell badge with unread=true).',
    tags: ['notifications'],
    query: NotificationCountQuery,
    responses: { 200: NotificationCount },
    access: { auth: 'user' },
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/platform/notifications/:id/',
    summary: 'Marks one notification read (`unread: false`) or unread.',
    tags: ['notifications'],
    params: IdParams,
    body: NotificationPatch,
    responses: { 200: Notification },
    access: { auth: 'user' },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/platform/notifications/mark_all_as_read/',
    summary: 'Marks every unread notification of the caller read.',
    tags: ['notifications'],
    responses: { 200: Ok },
    access: { auth: 'user' },
  }),
  delete: endpoint({
    method: 'PATCH',
    path: '/api/platform/notifications/:id/delete/',
    summary: 'Removes one notification from every list (empty body).',
    tags: ['notifications'],
    params: IdParams,
    responses: { 200: Ok },
    access: { auth: 'user' },
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/api/platform/notifications/test/',
    summary: 'Staff: sends a test notification to yourself, through the store and the live stream.',
    tags: ['notifications'],
    responses: { 201: Notification },
    access: { auth: 'user', staff: true },
  }),
};
