import listNotifications from './list-notifications.ts';
import getNotification from './get-notification.ts';
import notificationsAfterTs from './notifications-after-ts.ts';
import countNotifications from './count-notifications.ts';
import patchNotification from './patch-notification.ts';
import markAllAsRead from './mark-all-as-read.ts';
import deleteNotification from './delete-notification.ts';
import sendTestNotification from './send-test-notification.ts';

export default [
  listNotifications,
  getNotification,
  notificationsAfterTs,
  countNotifications,
  patchNotification,
  markAllAsRead,
  deleteNotification,
  sendTestNotification,
];
