import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { EmptyState } from '../../shared/empty-state.tsx';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { seededRandom } from '../../shared/seeded-random.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useMembers } from '../api/get-members.ts';
import { useTags } from '../api/get-tags.ts';
import { useTask } from '../api/get-task.ts';
import { useUpdateTask, type TaskPatch } from '../api/update-task.ts';
import type { Task, TaskPriority } from '../model.ts';
import { PRIORITIES, PriorityIcon } from './priority.tsx';
import { SubTasks } from './sub-tasks.tsx';
import { TagPicker } from './tag-picker.tsx';

const subTaskIds = seededRandom(Date.now() % 2 ** 31);

/** The right-hand form of one task or section; every change is saved as it is made. */
export function TaskDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const task = useTask(id);
  if (task.isPending) return <Skeleton variant="rounded" height={320} sx={{ m: 3 }} />;
  if (!task.data)
    return (
      <EmptyState
        icon={<TaskAltOutlined />}
        title={t('demoTasks.details.notFound')}
        action={<Button onClick={onClose}>{t('demoTasks.details.close')}</Button>}
      />
    );
  return <TaskForm key={task.data.id} task={task.data} onClose={onClose} />;
}

function TaskForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const tags = useTags().data ?? [];
  const members = useMembers().data ?? [];
  const [title, setTitle] = useState(task.title);
  const [notes, setNotes] = useState(task.notes ?? '');
  const [confirm, setConfirm] = useState(false);
  const isSection = task.type === 'section';
  const save = (patch: TaskPatch) => update.mutate({ id: task.id, task: patch });

  return (
    <Box
      component="section"
      aria-label={t(isSection ? 'demoTasks.details.sectionTitle' : 'demoTasks.details.taskTitle')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {!isSection && (
          <Button
            variant={task.completed ? 'contained' : 'outlined'}
            color={task.completed ? 'success' : 'inherit'}
            startIcon={task.completed ? <CheckCircle /> : <CheckCircleOutline />}
            onClick={() => save({ completed: !task.completed })}
            aria-pressed={task.completed}
          >
            {t(task.completed ? 'demoTasks.details.completed' : 'demoTasks.details.markComplete')}
          </Button>
        )}
        <Typography variant="overline" sx={{ color: 'text.secondary', flex: 1, textAlign: isSection ? 'left' : 'right' }}>
          {t(isSection ? 'demoTasks.details.sectionTitle' : 'demoTasks.details.taskTitle')}
        </Typography>
        <Tooltip title={t('demoTasks.details.delete')}>
          <IconButton onClick={() => setConfirm(true)} aria-label={t('demoTasks.details.delete')}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demoTasks.details.close')}>
          <IconButton onClick={onClose} aria-label={t('demoTasks.details.close')}>
            <Close />
          </IconButton>
        </Tooltip>
      </Box>
      <TextField
        label={t('demoTasks.details.title')}
        value={title}
        autoFocus={!task.title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => title !== task.title && save({ title })}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        fullWidth
        size="medium"
      />
      {!isSection && (
        <>
          <TextField
            label={t('demoTasks.details.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            onBlur={() => notes !== (task.notes ?? '') && save({ notes: notes || null })}
            multiline
            minRows={3}
            fullWidth
          />
          <TagPicker tags={tags} value={task.tags} onChange={(ids) => save({ tags: ids })} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              select
              label={t('demoTasks.details.assignedTo')}
              value={task.assignedTo ?? ''}
              onChange={(e) => save({ assignedTo: e.target.value || null })}
            >
              <MenuItem value="">{t('demoTasks.details.nobody')}</MenuItem>
              {members.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <PersonAvatar name={m.name} src={m.avatar} size={22} />
                    {m.name}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('demoTasks.details.dueDate')}
              value={task.dueDate ? task.dueDate.slice(0, 10) : ''}
              onChange={(e) => save({ dueDate: e.target.value ? `${e.target.value}T12:00:00.000Z` : null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
              {t('demoTasks.details.priority')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={task.priority}
              onChange={(_e, value: TaskPriority | null) => value !== null && save({ priority: value })}
              aria-label={t('demoTasks.details.priority')}
            >
              {PRIORITIES.map((p) => (
                <ToggleButton key={p.value} value={p.value} sx={{ gap: 0.5, px: 1.5 }}>
                  <PriorityIcon priority={p.value} fontSize="small" />
                  {t(`demoTasks.priority.${p.key}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <SubTasks subTasks={task.subTasks} newId={() => subTaskIds.guid()} onChange={(subTasks) => save({ subTasks })} />
        </>
      )}
      <ConfirmDialog
        open={confirm}
        title={t(isSection ? 'demoTasks.details.deleteSectionTitle' : 'demoTasks.details.deleteTaskTitle')}
        text={t('demoTasks.details.deleteText')}
        confirmLabel={t('demoTasks.details.delete')}
        cancelLabel={t('demoTasks.details.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => remove.mutate(task.id, { onSuccess: onClose })}
      />
    </Box>
  );
}
