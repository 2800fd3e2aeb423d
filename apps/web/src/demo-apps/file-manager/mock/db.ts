import { fileManagerSample } from './data.ts';

/** The file manager's in-memory drive; lives until a full reload. */
const createDb = () => ({ items: fileManagerSample() });

export let db = createDb();

export function resetFileManagerDb(): void {
  db = createDb();
}
