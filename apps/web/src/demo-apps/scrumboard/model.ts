export interface Member {
  id: string;
  name: string;
  avatar: string | null;
}

export interface StoredBoard {
  id: string;
  title: string;
  description: string;
  icon: string;
  lastActivity: string;
  members: string[];
}

/** A board as listed: its members expanded. */
export interface BoardSummary extends Omit<StoredBoard, 'members'> {
  members: Member[];
}

export interface BoardList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
}

export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}

/** One board as the board call answers it: lists by position, each with its cards by position. */
export interface Board extends BoardSummary {
  lists: (BoardList & { cards: Card[] })[];
  labels: BoardLabel[];
}
