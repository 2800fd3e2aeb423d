import { Box } from '@mui/material';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { verticalOnly } from './vertical-only.ts';
import type { Task, TaskTag } from '../model.ts';
import { TaskRow } from './task-row.tsx';

interface Props {
  tasks: Task[];
  tags: TaskTag[];
  selectedId?: string;
  label: string;
  onOpen: (task: Task) => void;
  onToggle: (task: Task) => void;
  onReorder: (tasks: Task[]) => void;
}

/** Tasks and sections in order; drag a row by its handle (or with the keyboard) to move it. */
export function TaskList({ tasks, tags, selectedId, label, onOpen, onToggle, onReorder }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = tasks.findIndex((t) => t.id === active.id);
    const to = tasks.findIndex((t) => t.id === over.id);
    onReorder(arrayMove(tasks, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd}>
      <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <Box role="list" aria-label={label}>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              tags={tags}
              selected={task.id === selectedId}
              onOpen={() => onOpen(task)}
              onToggle={() => onToggle(task)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
