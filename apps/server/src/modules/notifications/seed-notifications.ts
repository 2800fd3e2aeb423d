import type { SeedStep } from '../../seed/index.ts';
import { insertNotifications } from './notifications.queries.ts';

/** Notifications of every actor type for the Demo City users, so the bell and dialog show real rows. */
export const seedNotifications: SeedStep = async (db, ids) => {
  const users = ['admin', 'staff', 'operator', 'viewer', 'norole'].map((u) => ids.users[u]).filter(Boolean);
  await insertNotifications(db, users, {
    level: 'warning', actor_type: 'alertbind', actor_object_id: 1, verb: 'alert state changed',
    data: { state: 'Triggered', alert_name: 'Slow traffic', object_type: 'link', object_name: 'Bridge approach', object_id: 1 },
  });
  await insertNotifications(db, users, {
    level: 'success', actor_type: 'report', actor_object_id: 1, verb: 'report ready', data: { object_name: 'Weekly travel times' },
  });
  await insertNotifications(db, users, {
    level: 'success', actor_type: 'company', actor_object_id: ids.companies.demo, verb: 'company updated',
    data: { title: 'Company settings were updated' },
  });
  await insertNotifications(db, users, {
    level: 'warning', actor_type: 'activity', actor_object_id: 1, verb: 'new activity',
    data: { tag_name: 'Gate 3', rendezvous_number: 1042 },
  });
  await insertNotifications(db, users, {
    level: 'error', actor_type: 'other', actor_object_id: null, verb: 'Sensor offline', description: 'A sensor stopped reporting.',
  });
};
