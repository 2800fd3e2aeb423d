import { useState } from 'react';
import { Box, Button, Drawer, IconButton, InputAdornment, Skeleton, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import Add from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useAddTask } from './api/add-task.ts';
import { useCreateNote } from './api/create-note.ts';
import { useDeleteNote } from './api/delete-note.ts';
import { useNoteLabels } from './api/get-labels.ts';
import { useNotes } from './api/get-notes.ts';
import { useUpdateNote } from './api/update-note.ts';
import { TagsDialog, tagDialogTexts } from '../shared/manage-tags-dialog.tsx';
import { noteLabelHooks } from './api/label-hooks.ts';
import { NoteCard } from './components/note-card.tsx';
import { NoteEditor } from './components/note-editor.tsx';
import { NotesSidebar } from './components/notes-sidebar.tsx';
import { filterNotes } from './filter-notes.ts';
import type { Note, NotesView } from './model.ts';

const SIDEBAR_WIDTH = 240;

/** `/apps/notes`: a masonry of notes by view (`?view=` or `?label=`), with search and an editor dialog. */
export function NotesPage() {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const notes = useNotes();
  const labels = useNoteLabels().data ?? [];
  const create = useCreateNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const addTask = useAddTask();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const labelId = params.get('label');
  const viewParam = params.get('view');
  const view: NotesView = labelId
    ? { kind: 'label', id: labelId }
    : viewParam === 'archive' || viewParam === 'reminders'
      ? { kind: viewParam }
      : { kind: 'notes' };
  const setView = (next: NotesView) => {
    setParams(next.kind === 'label' ? { label: next.id } : next.kind === 'notes' ? {} : { view: next.kind });
    setMenuOpen(false);
  };
  const shown = filterNotes(notes.data ?? [], view, query);
  const editingNote = editing && editing !== 'new' ? (notes.data?.find((n) => n.id === editing) ?? null) : null;
  const heading =
    view.kind === 'label'
      ? (labels.find((l) => l.id === view.id)?.title ?? t('demoNotes.labels.title'))
      : t(`demoNotes.views.${view.kind}`);
  const toggleTask = (note: Note, taskId: string) =>
    update.mutate({ id: note.id, tasks: note.tasks.map((x) => (x.id === taskId ? { ...x, completed: !x.completed } : x)) });

  const sidebar = <NotesSidebar view={view} labels={labels} onView={setView} onEditLabels={() => setLabelsOpen(true)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100dvh - 64px)' }}>
      {wide ? (
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, pt: 2, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          {sidebar}
        </Box>
      ) : (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, pt: 2 } } }}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          {!wide && (
            <IconButton onClick={() => setMenuOpen(true)} aria-label={t('demoNotes.openMenu')}>
              <MenuIcon />
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography variant="h4" component="h1">
              {t('demoNotes.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{heading}</Typography>
          </Box>
          <TextField
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('demoNotes.search')}
            sx={{ width: { xs: '100%', sm: 260 }, bgcolor: 'background.paper' }}
            slotProps={{
              htmlInput: { 'aria-label': t('demoNotes.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('demoNotes.newNote')}
          </Button>
        </Box>
        {notes.isPending && (
          <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}>
            {[160, 220, 120, 180, 140, 200].map((h, i) => (
              <Skeleton key={i} variant="rounded" height={h} sx={{ mb: 2, breakInside: 'avoid' }} />
            ))}
          </Box>
        )}
        {notes.data && shown.length === 0 && (
          <EmptyState
            icon={<StickyNote2Outlined />}
            title={t(query ? 'demoNotes.noMatch' : 'demoNotes.empty')}
            text={query ? undefined : t('demoNotes.emptyText')}
          />
        )}
        {shown.length > 0 && (
          <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }} aria-label={heading} role="feed">
            {shown.map((note) => (
              <NoteCard key={note.id} note={note} onOpen={() => setEditing(note.id)} onToggleTask={(id) => toggleTask(note, id)} />
            ))}
          </Box>
        )}
      </Box>
      {editing && (editing === 'new' || editingNote) && (
        <NoteEditor
          key={editing}
          note={editingNote}
          labels={labels}
          onClose={() => setEditing(null)}
          onSave={(draft) => (editingNote ? update.mutate({ ...draft, id: editingNote.id }) : create.mutate(draft))}
          onAddTask={(task) => (editingNote ? addTask.mutateAsync({ note: editingNote, task }) : Promise.resolve(null))}
          onDelete={() => editingNote && remove.mutate(editingNote.id)}
        />
      )}
      <TagsDialog
        open={labelsOpen}
        onClose={() => setLabelsOpen(false)}
        hooks={noteLabelHooks}
        texts={tagDialogTexts(t, 'demoNotes.labels', 'demoNotes.labels.edit')}
      />
    </Box>
  );
}
