import { Box } from '@mui/material';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { Task, TaskTag } from '../model.ts';
import { HighlightedTitle } from './highlighted-title.tsx';
import { TaskRow } from './task-row.tsx';

/** Search hits in list order with their matches marked; not draggable. */
export function SearchResults({
  results,
  tags,
  selectedId,
  label,
  onOpen,
  onToggle,
}: {
  results: Task[];
  tags: TaskTag[];
  selectedId?: string;
  label: string;
  onOpen: (task: Task) => void;
  onToggle: (task: Task) => void;
}) {
  return (
    <DndContext>
      <SortableContext items={[]}>
        <Box role="list" aria-label={label}>
          {results.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              tags={tags}
              sortable={false}
              title={<HighlightedTitle title={task.title} />}
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
