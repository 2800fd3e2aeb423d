import { samplePeople } from '../../shared/sample-people.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { Task, TaskMember, TaskTag } from '../model.ts';
import { TAGS, sampleTasks } from './data.ts';

/** The tasks area's in-memory state: seeded on load, lost on a full reload. */
export interface TasksDb {
  tags: TaskTag[];
  tasks: Task[];
  members: TaskMember[];
  newId: () => string;
}

function seed(): TasksDb {
  const ids = seededRandom(90_210);
  // The same people as the contacts app, so an assignee is someone from the address book.
  const members = samplePeople()
    .slice(0, 12)
    .map(({ id, name, avatar }) => ({ id, name, avatar }));
  return { tags: TAGS.map((t) => ({ ...t })), tasks: sampleTasks(members.map((m) => m.id)), members, newId: () => ids.guid() };
}

export const db: TasksDb = seed();

export function resetTasksDb(): void {
  Object.assign(db, seed());
}

/** Orders become 0, 1, 2 … in the current list order. */
export function renumber(tasks: Task[]): void {
  tasks.forEach((t, i) => (t.order = i));
}
