import type { Notification } from '@roadlens/contract/notifications';

type T = (key: string, values?: Record<string, unknown>) => string;

/** Title: alertbind → Alert - {state}; report → Download Report; company → Company; else the verb. */
export function notificationTitle(n: Notification, t: T): string {
  switch (n.actor_type) {
    case 'alertbind':
      return t('notifications.titles.alert', { state: n.data.state ?? '' });
    case 'report':
      return t('notifications.titles.report');
    case 'company':
      return t('notifications.titles.company');
    default:
      return n.verb;
  }
}

/** Content; other actor types show the description. */
export function notificationContent(n: Notification, t: T): string {
  const d = n.data;
  switch (n.actor_type) {
    case 'alertbind':
      return t('notifications.contents.alert', {
        alert_name: d.alert_name ?? '',
        object_type: d.object_type ?? '',
        object_name: d.object_name ?? '',
        state: d.state ?? '',
      });
    case 'report':
      return t('notifications.contents.report', { object_name: d.object_name ?? '' });
    case 'company':
      return d.title ?? '';
    case 'activity':
      return t('notifications.contents.activity', { tag_name: d.tag_name ?? '', rendezvous_number: d.rendezvous_number ?? '' });
    default:
      return n.description ?? '';
  }
}

/** Click target (an alert's comes from data.object_type and data.object_id); null = not clickable. */
export function notificationTarget(n: Notification): string | null {
  if (n.actor_object_id === null || n.actor_object_id === undefined) return null;
  switch (n.actor_type) {
    case 'alertbind':
      return n.data.object_type && n.data.object_id !== undefined ? `/dashboard/${n.data.object_type}s/${n.data.object_id}/alerts` : null;
    case 'company':
      return '/dashboard/settings/company';
    case 'report':
      return `/dashboard/report/${n.actor_object_id}/info`;
    case 'activity':
      return `/dashboard/activity/${n.actor_object_id}/info`;
    default:
      return null;
  }
}

/** Level colours: green success, pink error, amber warning. */
export const LEVEL_COLORS: Record<Notification['level'], string> = {
  success: '#43a047',
  error: '#e91e63',
  warning: '#ffb300',
};
