import { useState, type FormEvent } from 'react';
import { Box, Checkbox, IconButton, InputBase } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { NoteTask } from '../model.ts';

/** A note's checklist in the editor: tick, remove, and add with `onAdd`. */
export function NoteTasks({
  tasks,
  onChange,
  onAdd,
}: {
  tasks: NoteTask[];
  onChange: (tasks: NoteTask[]) => void;
  onAdd: (content: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    onAdd(draft.trim());
    setDraft('');
  };
  return (
    <Box>
      {tasks.map((task) => (
        <Box key={task.id} sx={{ display: 'flex', alignItems: 'center' }}>
          <Checkbox
            size="small"
            checked={task.completed}
            onChange={(e) => onChange(tasks.map((x) => (x.id === task.id ? { ...x, completed: e.target.checked } : x)))}
            slotProps={{ input: { 'aria-label': task.content } }}
          />
          <InputBase
            defaultValue={task.content}
            onBlur={(e) =>
              e.target.value.trim() &&
              e.target.value !== task.content &&
              onChange(tasks.map((x) => (x.id === task.id ? { ...x, content: e.target.value.trim() } : x)))
            }
            sx={{ flex: 1, textDecoration: task.completed ? 'line-through' : 'none' }}
            inputProps={{ 'aria-label': t('demoNotes.editor.taskText') }}
          />
          <IconButton
            size="small"
            onClick={() => onChange(tasks.filter((x) => x.id !== task.id))}
            aria-label={t('demoNotes.editor.removeTask', { task: task.content })}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1 }}>
        <Add fontSize="small" sx={{ color: 'text.secondary' }} />
        <InputBase
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('demoNotes.editor.addTask')}
          sx={{ flex: 1, py: 0.5 }}
          inputProps={{ 'aria-label': t('demoNotes.editor.addTask') }}
        />
      </Box>
    </Box>
  );
}
