import { z } from 'zod';
import { EpochSeconds, INT4_MAX, queryBool } from './common.ts';

/** Notification levels and actor types. */
export const NotificationLevel = z.enum(['success', 'error', 'warning']);
export const NotificationActorType = z.enum(['alertbind', 'company', 'report', 'activity', 'other']);

/** The `data` bag; every key optional, extra keys kept. */
export const NotificationData = z
  .object({
    state: z.string().optional(),
    alert_name: z.string().optional(),
    object_type: z.string().optional(),
    object_name: z.string().optional(),
    object_id: z.union([z.number(), z.string()]).optional(),
    title: z.string().optional(),
    tag_name: z.string().optional(),
    rendezvous_number: z.union([z.number(), z.string()]).optional(),
  })
  .catchall(z.unknown());

export const Notification = z.object({
  id: z.number().int(),
  unread: z.boolean(),
  level: NotificationLevel,
  actor_type: NotificationActorType,
  actor_object_id: z.number().int().nullable(),
  verb: z.string(),
  description: z.string().nullable(),
  /** Seconds since epoch. */
  timestamp: z.number(),
  data: NotificationData,
});
export type Notification = z.infer<typeof Notification>;
export type NotificationLevel = z.infer<typeof NotificationLevel>;
export type NotificationActorType = z.infer<typeof NotificationActorType>;

export const NotificationListQuery = z.object({
  unread: queryBool.optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(20),
  ordering: z.enum(['timestamp', '-timestamp']).default('-timestamp'),
});
export const NotificationList = z.object({ results: z.array(Notification), count: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationsAfterQuery = z.object({ timestamp: EpochSeconds });
export const NotificationCountQuery = z.object({ unread: queryBool.optional() });
export const NotificationCount = z.object({ count: z.number().int() });
export const NotificationPatch = z.object({ unread: z.boolean() });
