import { useState, type FormEvent } from 'react';
import { Box, Checkbox, IconButton, InputBase, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { SubTask } from '../model.ts';

/** The checklist inside a task: tick, rename, remove and add steps. */
export function SubTasks({ subTasks, newId, onChange }: { subTasks: SubTask[]; newId: () => string; onChange: (next: SubTask[]) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    onChange([...subTasks, { id: newId(), title: draft.trim(), completed: false }]);
    setDraft('');
  };
  const done = subTasks.filter((s) => s.completed).length;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('demoTasks.details.subTasks')}{' '}
        {subTasks.length > 0 && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({done}/{subTasks.length})
          </Box>
        )}
      </Typography>
      {subTasks.map((s) => (
        <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Checkbox
            size="small"
            checked={s.completed}
            onChange={(e) => onChange(subTasks.map((x) => (x.id === s.id ? { ...x, completed: e.target.checked } : x)))}
            slotProps={{ input: { 'aria-label': s.title } }}
          />
          <InputBase
            defaultValue={s.title}
            onBlur={(e) =>
              e.target.value.trim() &&
              e.target.value !== s.title &&
              onChange(subTasks.map((x) => (x.id === s.id ? { ...x, title: e.target.value.trim() } : x)))
            }
            sx={{ flex: 1, textDecoration: s.completed ? 'line-through' : 'none', color: s.completed ? 'text.secondary' : 'text.primary' }}
            inputProps={{ 'aria-label': t('demoTasks.details.subTaskTitle') }}
          />
          <IconButton
            size="small"
            onClick={() => onChange(subTasks.filter((x) => x.id !== s.id))}
            aria-label={t('demoTasks.details.removeSubTask', { title: s.title })}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box component="form" onSubmit={add} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1 }}>
        <Add fontSize="small" sx={{ color: 'text.secondary' }} />
        <InputBase
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('demoTasks.details.addSubTask')}
          sx={{ flex: 1, py: 0.5 }}
          inputProps={{ 'aria-label': t('demoTasks.details.addSubTask') }}
        />
      </Box>
    </Box>
  );
}
