import { seededRandom } from '../../shared/seeded-random.ts';
import { inventorySample } from './data.ts';

/** The inventory's in-memory store; lives until a full reload. */
function createDb() {
  return { ...inventorySample(), ids: seededRandom(4243) };
}

export let db = createDb();

export function resetInventoryDb(): void {
  db = createDb();
}
