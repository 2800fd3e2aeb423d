import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Notification } from '@roadlens/contract/notifications';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { LEVEL_COLORS, notificationContent, notificationTarget, notificationTitle } from './notification-text.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en }, tr: { translation: tr } }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as (k: string, v?: Record<string, unknown>) => string;

const n = (over: Partial<Notification>): Notification => ({
  id: 1,
  unread: true,
  level: 'success',
  actor_type: 'other',
  actor_object_id: 7,
  verb: 'Sensor offline',
  description: 'A sensor stopped.',
  timestamp: 1_700_000_000,
  data: {},
  ...over,
});
const alert = n({
  actor_type: 'alertbind',
  data: { state: 'Triggered', alert_name: 'Slow', object_type: 'link', object_name: 'Bridge', object_id: 9 },
});

describe('notification presentation', () => {
  it.each([
    [alert, 'Alert - Triggered', 'The state of the alert Slow for link Bridge has changed to Triggered'],
    [n({ actor_type: 'report', data: { object_name: 'Weekly' } }), 'Download Report', 'Report Weekly is ready to download!'],
    [n({ actor_type: 'company', data: { title: 'Updated' } }), 'Company', 'Updated'],
    [
      n({ actor_type: 'activity', verb: 'new activity', data: { tag_name: 'Gate 3', rendezvous_number: 1042 } }),
      'new activity',
      'New Activity from Gate 3 (Rendezvous Number: 1042) waiting to be approved',
    ],
    [n({}), 'Sensor offline', 'A sensor stopped.'],
  ])('title and content %#', (item, title, content) => {
    expect(notificationTitle(item, t)).toBe(title);
    expect(notificationContent(item, t)).toBe(content);
  });

  it.each([
    [alert, '/dashboard/links/9/alerts'],
    [n({ actor_type: 'company' }), '/dashboard/settings/company'],
    [n({ actor_type: 'report' }), '/dashboard/report/7/info'],
    [n({ actor_type: 'activity' }), '/dashboard/activity/7/info'],
    [n({ actor_type: 'other' }), null],
    [n({ actor_type: 'report', actor_object_id: null }), null],
    [{ ...alert, actor_object_id: null }, null],
  ])('target %#', (item, target) => expect(notificationTarget(item)).toBe(target));

  it('level colours', () => {
    expect(LEVEL_COLORS).toEqual({ success: '#43a047', error: '#e91e63', warning: '#ffb300' });
  });
});
