import { Box, Paper, Typography } from '@mui/material';
import EventOutlined from '@mui/icons-material/EventOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { format, isBefore, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../shared/date-locale.ts';
import type { BoardLabel, Card } from '../model.ts';
import { labelColor } from './label-color.ts';

interface Props {
  card: Card;
  labels: BoardLabel[];
  onOpen?: () => void;
  /** The floating copy under the pointer while dragging. */
  overlay?: boolean;
}

export function CardTile({ card, labels, onOpen, overlay = false }: Props) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card' },
    disabled: overlay,
  });
  const ids = labels.map((l) => l.id);
  const due = card.dueDate ? new Date(card.dueDate) : null;
  const overdue = due && isBefore(due, startOfDay(new Date()));
  return (
    <Paper
      ref={overlay ? undefined : setNodeRef}
      {...(overlay ? {} : { ...attributes, ...listeners })}
      role="listitem"
      aria-roledescription={t('demoScrumboard.card.draggable')}
      aria-label={card.title}
      onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen?.()}
      elevation={overlay ? 8 : 0}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: 1.5,
        mb: 1,
        borderRadius: 2,
        cursor: overlay ? 'grabbing' : 'pointer',
        border: 1,
        borderColor: 'divider',
        touchAction: 'manipulation',
        opacity: isDragging ? 0.35 : 1,
        transform: overlay ? 'rotate(2deg)' : undefined,
        '&:hover': { borderColor: 'primary.light' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {card.labels.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {labels
            .filter((l) => card.labels.includes(l.id))
            .map((l) => (
              <Box
                key={l.id}
                component="span"
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  fontSize: 11,
                  fontWeight: 600,
                  lineHeight: '18px',
                  color: '#fff',
                  bgcolor: labelColor(ids, l.id),
                }}
              >
                {l.title}
              </Box>
            ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
        {card.title}
      </Typography>
      {(due || card.description) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'text.secondary' }}>
          {due && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.25,
                fontSize: 12,
                px: 0.5,
                borderRadius: 1,
                color: overdue ? '#fff' : 'inherit',
                bgcolor: overdue ? 'error.main' : 'transparent',
              }}
            >
              <EventOutlined sx={{ fontSize: 15 }} />
              {format(due, 'd MMM', { locale })}
            </Box>
          )}
          {card.description && <NotesOutlined sx={{ fontSize: 16 }} titleAccess={t('demoScrumboard.card.hasDescription')} />}
        </Box>
      )}
    </Paper>
  );
}
