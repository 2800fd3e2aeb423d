/** Notifications, end to end on the web side: bell count, right panel, All Notifications dialog, live updates. */
export { NotificationsPanel, NOTIFICATIONS_PANEL_WIDTH } from './notifications-panel.tsx';
export { useUnreadCount } from './use-notifications.ts';
export { useLiveNotifications } from './use-live-notifications.ts';
