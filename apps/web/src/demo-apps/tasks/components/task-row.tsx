import type { ReactNode } from 'react';
import { Box, ButtonBase, Checkbox, Chip, IconButton, Typography } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { format, isBefore, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../shared/date-locale.ts';
import type { Task, TaskTag } from '../model.ts';
import { PriorityIcon } from './priority.tsx';

interface Props {
  task: Task;
  tags: TaskTag[];
  selected: boolean;
  onOpen: () => void;
  onToggle: () => void;
  /** Search results show marked titles and cannot be dragged. */
  title?: ReactNode;
  sortable?: boolean;
}

export function TaskRow({ task, tags, selected, onOpen, onToggle, title, sortable = true }: Props) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !sortable,
  });
  const isSection = task.type === 'section';
  const due = task.dueDate ? new Date(task.dueDate) : null;
  const overdue = due && !task.completed && isBefore(due, startOfDay(new Date()));
  const name = task.title.replace(/<\/?mark>/g, '') || t(isSection ? 'demoTasks.list.untitledSection' : 'demoTasks.list.untitledTask');

  return (
    <Box
      ref={setNodeRef}
      role="listitem"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        opacity: isDragging ? 0.85 : 1,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 6 : 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 0.5,
          pr: 2,
          minHeight: isSection ? 52 : 46,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: selected ? 'action.selected' : isSection ? 'action.hover' : undefined,
          '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        }}
      >
        {sortable ? (
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={t('demoTasks.list.drag', { title: name })}
            sx={{ cursor: 'grab', color: 'text.disabled', touchAction: 'none' }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        {!isSection && (
          <Checkbox
            checked={task.completed}
            onChange={onToggle}
            size="small"
            sx={{ p: 0.5 }}
            slotProps={{ input: { 'aria-label': t('demoTasks.list.complete', { title: name }) } }}
          />
        )}
        <ButtonBase
          component="div"
          onClick={onOpen}
          aria-label={name}
          aria-current={selected || undefined}
          sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch', justifyContent: 'flex-start', gap: 1, textAlign: 'left' }}
        >
          <Typography
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontWeight: isSection ? 700 : 500,
              textTransform: isSection ? 'uppercase' : 'none',
              letterSpacing: isSection ? 0.6 : 0,
              fontSize: isSection ? 13 : undefined,
              textDecoration: task.completed ? 'line-through' : 'none',
              color: task.completed || !task.title ? 'text.secondary' : 'text.primary',
            }}
          >
            {title ?? name}
          </Typography>
          {!isSection && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
              <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
                {tags
                  .filter((tag) => task.tags.includes(tag.id))
                  .slice(0, 3)
                  .map((tag) => (
                    <Chip key={tag.id} label={tag.title} size="small" sx={{ height: 20, fontSize: 11 }} />
                  ))}
              </Box>
              {due && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.25,
                    color: overdue ? 'error.main' : 'text.secondary',
                    fontSize: 12,
                    whiteSpace: 'nowrap',
                  }}
                >
                  <EventOutlined sx={{ fontSize: 16 }} />
                  {format(due, 'd MMM', { locale })}
                </Box>
              )}
              <PriorityIcon
                priority={task.priority}
                fontSize="small"
                titleAccess={t(`demoTasks.priority.${['low', 'normal', 'high'][task.priority]}`)}
              />
            </Box>
          )}
        </ButtonBase>
      </Box>
    </Box>
  );
}
