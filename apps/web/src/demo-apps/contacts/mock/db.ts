import { seededRandom } from '../../shared/seeded-random.ts';
import { contactsSample } from './data.ts';

/** The contacts app's in-memory store; lives until a full reload. */
function createDb() {
  return { ...contactsSample(), ids: seededRandom(7002) };
}

export let db = createDb();

/** Tests start each case from the sample data. */
export function resetContactsDb(): void {
  db = createDb();
}
