import { useState } from 'react';
import { Box, IconButton, InputBase, ListItemText, Menu, MenuItem, Paper, Typography } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { BoardLabel, BoardList, Card } from '../model.ts';
import { AddCardForm } from './add-card-form.tsx';
import { CardTile } from './card-tile.tsx';

export const COLUMN_WIDTH = 300;

interface Props {
  list: BoardList & { cards: Card[] };
  otherLists: BoardList[];
  labels: BoardLabel[];
  onRename: (title: string) => void;
  onDelete: () => void;
  onMoveAll: (toListId: string) => void;
  onAddCard: (title: string) => void;
  onOpenCard: (card: Card) => void;
  overlay?: boolean;
}

/** One list: drag it by its handle, rename it in place, and drop cards into it. */
export function BoardColumn({ list, otherLists, labels, onRename, onDelete, onMoveAll, onAddCard, onOpenCard, overlay = false }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: list.id,
    data: { type: 'list' },
    disabled: overlay,
  });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [moveMenu, setMoveMenu] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState(list.title);
  const commit = () => (title.trim() && title.trim() !== list.title ? onRename(title.trim()) : setTitle(list.title));

  return (
    <Paper
      ref={overlay ? undefined : setNodeRef}
      component="section"
      aria-label={list.title}
      elevation={overlay ? 8 : 0}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        width: COLUMN_WIDTH,
        flexShrink: 0,
        bgcolor: 'action.hover',
        borderRadius: 3,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          ref={overlay ? undefined : setActivatorNodeRef}
          size="small"
          {...(overlay ? {} : { ...attributes, ...listeners })}
          aria-label={t('demoScrumboard.list.drag', { title: list.title })}
          sx={{ cursor: 'grab', color: 'text.disabled', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <InputBase
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          inputProps={{ 'aria-label': t('demoScrumboard.list.title', { title: list.title }) }}
          sx={{ flex: 1, fontWeight: 600, px: 0.5, borderRadius: 1, '&.Mui-focused': { bgcolor: 'background.paper' } }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
          {list.cards.length}
        </Typography>
        <IconButton
          size="small"
          onClick={(e) => setMenu(e.currentTarget)}
          aria-label={t('demoScrumboard.list.actions', { title: list.title })}
        >
          <MoreHoriz fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem
            disabled={list.cards.length === 0 || otherLists.length === 0}
            onClick={(e) => {
              setMoveMenu(e.currentTarget);
              setMenu(null);
            }}
          >
            {t('demoScrumboard.list.moveAll')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            {t('demoScrumboard.list.delete')}
          </MenuItem>
        </Menu>
        <Menu anchorEl={moveMenu} open={Boolean(moveMenu)} onClose={() => setMoveMenu(null)}>
          {otherLists.map((l) => (
            <MenuItem
              key={l.id}
              onClick={() => {
                setMoveMenu(null);
                onMoveAll(l.id);
              }}
            >
              <ListItemText primary={l.title} />
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <SortableContext items={list.cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Box
          role="list"
          aria-label={t('demoScrumboard.list.cards', { title: list.title })}
          sx={{ overflowY: 'auto', minHeight: 8, px: 0.25 }}
        >
          {list.cards.map((card) => (
            <CardTile key={card.id} card={card} labels={labels} onOpen={() => onOpenCard(card)} />
          ))}
        </Box>
      </SortableContext>
      {!overlay && <AddCardForm listTitle={list.title} onAdd={onAddCard} />}
    </Paper>
  );
}
