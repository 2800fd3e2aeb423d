import { Box, Card, CardActionArea, Checkbox, Chip, Typography } from '@mui/material';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../shared/date-locale.ts';
import type { Note } from '../model.ts';

const MAX_TASKS = 5;

/** A note in the grid: picture, title, text, the first tasks (tickable in place), reminder and labels. */
export function NoteCard({ note, onOpen, onToggleTask }: { note: Note; onOpen: () => void; onToggleTask: (taskId: string) => void }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const title = note.title || t('demoNotes.card.untitled');
  return (
    <Card variant="outlined" sx={{ breakInside: 'avoid', mb: 2, borderRadius: 3 }} component="article" aria-label={title}>
      <CardActionArea onClick={onOpen} aria-label={t('demoNotes.card.open', { title })} sx={{ display: 'block' }}>
        {note.image && (
          <Box component="img" src={note.image} alt="" sx={{ width: '100%', maxHeight: 200, objectFit: 'cover', display: 'block' }} />
        )}
        <Box sx={{ p: 2, pb: note.tasks.length ? 0.5 : 2 }}>
          {note.title && <Typography sx={{ fontWeight: 600, mb: 0.5, wordBreak: 'break-word' }}>{note.title}</Typography>}
          {note.content && (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                display: '-webkit-box',
                WebkitLineClamp: 8,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {note.content}
            </Typography>
          )}
        </Box>
      </CardActionArea>
      {note.tasks.length > 0 && (
        <Box sx={{ px: 1, pb: 1 }}>
          {note.tasks.slice(0, MAX_TASKS).map((task) => (
            <Box key={task.id} sx={{ display: 'flex', alignItems: 'center' }}>
              <Checkbox
                size="small"
                checked={task.completed}
                onChange={() => onToggleTask(task.id)}
                sx={{ p: 0.5 }}
                slotProps={{ input: { 'aria-label': task.content } }}
              />
              <Typography
                variant="body2"
                sx={{ textDecoration: task.completed ? 'line-through' : 'none', color: task.completed ? 'text.secondary' : 'text.primary' }}
              >
                {task.content}
              </Typography>
            </Box>
          ))}
          {note.tasks.length > MAX_TASKS && (
            <Typography variant="caption" sx={{ color: 'text.secondary', pl: 1 }}>
              {t('demoNotes.card.moreTasks', { count: note.tasks.length - MAX_TASKS })}
            </Typography>
          )}
        </Box>
      )}
      {(note.reminder || note.labels.length > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
          {note.reminder && <Chip size="small" icon={<AlarmOutlined />} label={format(new Date(note.reminder), 'd MMM, p', { locale })} />}
          {note.labels.map((l) => (
            <Chip key={l.id} size="small" label={l.title} variant="outlined" />
          ))}
        </Box>
      )}
    </Card>
  );
}
