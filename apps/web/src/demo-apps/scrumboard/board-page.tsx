import { useState } from 'react';
import { AvatarGroup, Box, Button, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { EmptyState } from '../shared/empty-state.tsx';
import { PersonAvatar } from '../shared/person-avatar.tsx';
import { useCreateCard } from './api/create-card.ts';
import { useCreateList } from './api/create-list.ts';
import { useDeleteCard } from './api/delete-card.ts';
import { useDeleteList } from './api/delete-list.ts';
import { useBoard } from './api/get-board.ts';
import { useUpdateCard } from './api/update-card.ts';
import { useUpdateCardPositions } from './api/update-card-positions.ts';
import { useUpdateCards } from './api/update-cards.ts';
import { useUpdateList } from './api/update-list.ts';
import { useUpdateLists } from './api/update-lists.ts';
import { AddListForm } from './components/add-list-form.tsx';
import { BoardLabelsDialog } from './components/board-labels-dialog.tsx';
import { BoardLanes } from './components/board-lanes.tsx';
import { CardDialog } from './components/card-dialog.tsx';
import type { Board } from './model.ts';
import { nextPosition, POSITION_STEP } from './positions.ts';

/** `/apps/scrumboard/:boardId`: the board's lists and cards with drag and drop and editing. */
export function BoardPage() {
  const { t } = useTranslation();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const createList = useCreateList(boardId);
  const updateList = useUpdateList(boardId);
  const updateLists = useUpdateLists(boardId);
  const deleteList = useDeleteList(boardId);
  const createCard = useCreateCard(boardId);
  const updateCard = useUpdateCard(boardId);
  const updateCards = useUpdateCards(boardId);
  const moveCards = useUpdateCardPositions(boardId);
  const deleteCard = useDeleteCard(boardId);
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const [listToDelete, setListToDelete] = useState<Board['lists'][number] | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);

  if (board.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', gap: 2 }}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" width={300} height={360} />
        ))}
      </Box>
    );
  }
  const b = board.data;
  if (!b) {
    return (
      <EmptyState
        icon={<ViewKanbanOutlined />}
        title={t('demoScrumboard.board.notFound')}
        action={
          <Button component={Link} to="/apps/scrumboard">
            {t('demoScrumboard.board.back')}
          </Button>
        }
      />
    );
  }
  const openCard = b.lists.flatMap((l) => l.cards).find((c) => c.id === openCardId);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 64px)', minHeight: 480 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Tooltip title={t('demoScrumboard.board.back')}>
          <IconButton component={Link} to="/apps/scrumboard" aria-label={t('demoScrumboard.board.back')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h5" component="h1">
            {b.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {b.description}
          </Typography>
        </Box>
        <AvatarGroup max={6} sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 12 } }}>
          {b.members.map((m) => (
            <PersonAvatar key={m.id} name={m.name} src={m.avatar} size={32} />
          ))}
        </AvatarGroup>
        <Button variant="outlined" startIcon={<LabelOutlined />} onClick={() => setLabelsOpen(true)}>
          {t('demoScrumboard.labels.title')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, overflowX: 'auto', overflowY: 'hidden', p: { xs: 2, sm: 3 } }}>
        <BoardLanes
          board={b}
          onMoveLists={(lists) => updateLists.mutate(lists)}
          onMoveCards={(cards) => moveCards.mutate(cards)}
          onRenameList={(id, title) => updateList.mutate({ id, title })}
          onDeleteList={(list) => (list.cards.length ? setListToDelete(list) : deleteList.mutate(list.id))}
          onMoveAll={(from, toListId) => {
            const target = b.lists.find((l) => l.id === toListId)!;
            const start = nextPosition(target.cards);
            updateCards.mutate(from.cards.map((c, i) => ({ id: c.id, listId: toListId, position: start + i * POSITION_STEP })));
          }}
          onAddCard={(listId, title) => createCard.mutate({ listId, title })}
          onOpenCard={(card) => setOpenCardId(card.id)}
        >
          <AddListForm onAdd={(title) => createList.mutate({ boardId, title })} />
        </BoardLanes>
      </Box>
      {openCard && (
        <CardDialog
          key={openCard.id}
          card={openCard}
          listTitle={b.lists.find((l) => l.id === openCard.listId)?.title ?? ''}
          labels={b.labels}
          onSave={(card) => updateCard.mutate({ id: openCard.id, card })}
          onDelete={() => deleteCard.mutate(openCard.id)}
          onClose={() => setOpenCardId(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(listToDelete)}
        title={t('demoScrumboard.list.deleteTitle')}
        text={t('demoScrumboard.list.deleteText', { title: listToDelete?.title ?? '', count: listToDelete?.cards.length ?? 0 })}
        confirmLabel={t('demoScrumboard.list.delete')}
        cancelLabel={t('demoScrumboard.list.cancel')}
        onClose={() => setListToDelete(null)}
        onConfirm={() => {
          if (listToDelete) deleteList.mutate(listToDelete.id);
          setListToDelete(null);
        }}
      />
      <BoardLabelsDialog boardId={boardId} open={labelsOpen} onClose={() => setLabelsOpen(false)} />
    </Box>
  );
}
