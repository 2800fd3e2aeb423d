import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { dropCard, dropList, laneOf, moveAcross, type CardMove, type Lane } from '../drag-moves.ts';
import type { Board, BoardList, Card } from '../model.ts';
import { BoardColumn } from './board-column.tsx';
import { CardTile } from './card-tile.tsx';

interface Props {
  board: Board;
  children?: ReactNode;
  onMoveLists: (lists: Pick<BoardList, 'id' | 'position'>[]) => void;
  onMoveCards: (cards: CardMove[]) => void;
  onRenameList: (id: string, title: string) => void;
  onDeleteList: (list: Lane) => void;
  onMoveAll: (from: Lane, toListId: string) => void;
  onAddCard: (listId: string, title: string) => void;
  onOpenCard: (card: Card) => void;
}

/**
 * The board's lists side by side. Lists drag sideways; cards drag within and across lists. While
 * a drag runs the lanes live in local state; on drop only the moved item gets a new position
 * (between its neighbours, steps of 65536), and that is what is sent.
 */
export function BoardLanes({ board, children, onMoveLists, onMoveCards, ...handlers }: Props) {
  // Lanes as dragged, valid while the board they started from is still the cached one: after a
  // drop they stay until the optimistic update replaces the board, so nothing jumps back.
  const [drag, setDrag] = useState<{ lanes: Lane[]; base: Board } | null>(null);
  const [active, setActive] = useState<{ id: string; type: 'list' | 'card'; listId?: string } | null>(null);
  const lanes = drag && drag.base === board ? drag.lanes : board.lists;
  const setDragLanes = (update: Lane[] | null | ((current: Lane[]) => Lane[])) =>
    setDrag((d) =>
      update === null
        ? null
        : { base: board, lanes: typeof update === 'function' ? update(d && d.base === board ? d.lanes : board.lists) : update },
    );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active: a }: DragStartEvent) => {
    const type = a.data.current?.type === 'list' ? 'list' : 'card';
    setActive({ id: String(a.id), type, listId: type === 'card' ? laneOf(board.lists, String(a.id))?.id : undefined });
    setDragLanes(board.lists);
  };

  // A card dragged over another list joins it at once, so the list opens a gap for it.
  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (over && active?.type === 'card') setDragLanes((state) => moveAcross(state, String(a.id), String(over.id)));
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return setDragLanes(null);
    if (active?.type === 'list') {
      const { lanes: next, moves } = dropList(lanes, String(a.id), String(over.id));
      setDragLanes(next);
      if (moves.length) onMoveLists(moves);
    } else {
      const { lanes: next, moves } = dropCard(lanes, String(a.id), String(over.id), active?.listId ?? '');
      setDragLanes(next);
      if (moves.length) onMoveCards(moves);
    }
  };

  const activeLane = active?.type === 'list' ? lanes.find((l) => l.id === active.id) : undefined;
  const activeCard = active?.type === 'card' ? lanes.flatMap((l) => l.cards).find((c) => c.id === active.id) : undefined;
  const column = (lane: Lane, overlay = false) => (
    <BoardColumn
      key={lane.id}
      list={lane}
      otherLists={lanes.filter((l) => l.id !== lane.id)}
      labels={board.labels}
      overlay={overlay}
      onRename={(title) => handlers.onRenameList(lane.id, title)}
      onDelete={() => handlers.onDeleteList(lane)}
      onMoveAll={(to) => handlers.onMoveAll(lane, to)}
      onAddCard={(title) => handlers.onAddCard(lane.id, title)}
      onOpenCard={handlers.onOpenCard}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setDragLanes(null);
      }}
    >
      <SortableContext items={lanes.map((l) => l.id)} strategy={horizontalListSortingStrategy}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, height: '100%' }}>
          {lanes.map((lane) => column(lane))}
          {children}
        </Box>
      </SortableContext>
      <DragOverlay>
        {activeLane ? column(activeLane, true) : activeCard ? <CardTile card={activeCard} labels={board.labels} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
