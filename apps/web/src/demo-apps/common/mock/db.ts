import { seededRandom } from '../../shared/seeded-random.ts';
import type { Message, MockUser, Notification, Shortcut } from '../model.ts';
import { SHORTCUTS, USER, sampleMessages, sampleNotifications } from './data.ts';

/** The shell's sample messages, notifications, shortcuts and user; reset by a full reload. */
export interface CommonDb {
  messages: Message[];
  notifications: Notification[];
  shortcuts: Shortcut[];
  user: MockUser;
  newId: () => string;
}

function seed(): CommonDb {
  const ids = seededRandom(1_010);
  return {
    messages: sampleMessages(),
    notifications: sampleNotifications(),
    shortcuts: SHORTCUTS.map((s) => ({ ...s })),
    user: { ...USER },
    newId: () => ids.guid(),
  };
}

export const db: CommonDb = seed();

export function resetCommonDb(): void {
  Object.assign(db, seed());
}
