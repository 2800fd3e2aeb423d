import { seededRandom } from '../../shared/seeded-random.ts';
import type { Board, BoardSummary, StoredBoard } from '../model.ts';
import { sampleScrumboard, type ScrumboardSeed } from './data.ts';

/** The scrumboard's in-memory state: seeded on load, lost on a full reload. */
export interface ScrumboardDb extends ScrumboardSeed {
  newId: () => string;
}

function seed(): ScrumboardDb {
  const ids = seededRandom(4_242);
  return { ...sampleScrumboard(), newId: () => ids.guid() };
}

export const db: ScrumboardDb = seed();

export function resetScrumboardDb(): void {
  Object.assign(db, seed());
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export const summary = (board: StoredBoard): BoardSummary => ({
  ...board,
  members: board.members.flatMap((id) => db.members.filter((m) => m.id === id)),
});

/** The board with its lists and their cards in position order, and its labels. */
export const fullBoard = (board: StoredBoard): Board => ({
  ...summary(board),
  lists: db.lists
    .filter((l) => l.boardId === board.id)
    .sort(byPosition)
    .map((list) => ({ ...list, cards: db.cards.filter((c) => c.listId === list.id).sort(byPosition) })),
  labels: db.labels.filter((l) => l.boardId === board.id),
});

/** Any change on a board counts as activity on it. */
export function touch(boardId: string | undefined): void {
  const board = db.boards.find((b) => b.id === boardId);
  if (board) board.lastActivity = new Date().toISOString();
}
