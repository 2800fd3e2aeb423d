import { useRef, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  IconButton,
  InputBase,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { useDateLocale } from '../../shared/date-locale.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { Note, NoteLabel, NoteTask } from '../model.ts';
import { NoteTasks } from './note-tasks.tsx';

export type NoteDraft = Pick<Note, 'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'labels' | 'archived'>;

const EMPTY: NoteDraft = { title: '', content: '', tasks: [], image: null, reminder: null, labels: [], archived: false };
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const localIds = seededRandom(Date.now() % 2 ** 31);

interface Props {
  /** The note being edited, or null to write a new one. */
  note: Note | null;
  labels: NoteLabel[];
  onSave: (draft: NoteDraft) => void;
  /** Adds a task to a saved note through the API and answers the note as saved. */
  onAddTask: (content: string) => Promise<Note | null>;
  onDelete: () => void;
  onClose: () => void;
}

/** The note dialog: text, checklist, picture, reminder, labels, archive and delete. Saved on close. */
export function NoteEditor({ note, labels, onSave, onAddTask, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState<NoteDraft>(() => (note ? pick(note) : EMPTY));
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  const [reminderAnchor, setReminderAnchor] = useState<HTMLElement | null>(null);
  const [imageError, setImageError] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<NoteDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isEmpty = !draft.title.trim() && !draft.content.trim() && draft.tasks.length === 0 && !draft.image;

  const close = () => {
    const changed = JSON.stringify(draft) !== JSON.stringify(note ? pick(note) : EMPTY);
    if (changed && !(note === null && isEmpty)) onSave(draft);
    onClose();
  };
  const addTask = async (content: string) => {
    if (!note) return set({ tasks: [...draft.tasks, { id: localIds.guid(), content, completed: false }] });
    const saved = await onAddTask(content);
    const added = saved?.tasks.filter((x) => !draft.tasks.some((y) => y.id === x.id)) ?? [];
    setDraft((d) => ({ ...d, tasks: [...d.tasks, ...added] }));
  };
  const readImage = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setImageError(true);
    setImageError(false);
    const reader = new FileReader();
    reader.onload = () => set({ image: String(reader.result) });
    reader.readAsDataURL(file);
  };
  const toggleLabel = (label: NoteLabel) =>
    set({ labels: draft.labels.some((l) => l.id === label.id) ? draft.labels.filter((l) => l.id !== label.id) : [...draft.labels, label] });

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ paper: { 'aria-label': note ? t('demoNotes.editor.editTitle') : t('demoNotes.editor.newTitle') } }}
    >
      {draft.image && (
        <Box sx={{ position: 'relative' }}>
          <Box component="img" src={draft.image} alt="" sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }} />
          <Tooltip title={t('demoNotes.editor.removeImage')}>
            <IconButton
              onClick={() => set({ image: null })}
              aria-label={t('demoNotes.editor.removeImage')}
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                bgcolor: 'rgba(0,0,0,.45)',
                color: '#fff',
                '&:hover': { bgcolor: 'rgba(0,0,0,.6)' },
              }}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <InputBase
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          placeholder={t('demoNotes.editor.title')}
          sx={{ fontSize: 20, fontWeight: 600 }}
          inputProps={{ 'aria-label': t('demoNotes.editor.title') }}
        />
        <InputBase
          value={draft.content}
          onChange={(e) => set({ content: e.target.value })}
          placeholder={t('demoNotes.editor.content')}
          multiline
          minRows={3}
          inputProps={{ 'aria-label': t('demoNotes.editor.content') }}
        />
        <NoteTasks tasks={draft.tasks} onChange={(tasks: NoteTask[]) => set({ tasks })} onAdd={(c) => void addTask(c)} />
        {(draft.reminder || draft.labels.length > 0) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {draft.reminder && (
              <Chip
                size="small"
                icon={<AlarmOutlined />}
                label={format(new Date(draft.reminder), 'PPp', { locale })}
                onDelete={() => set({ reminder: null })}
              />
            )}
            {draft.labels.map((l) => (
              <Chip key={l.id} size="small" label={l.title} variant="outlined" onDelete={() => toggleLabel(l)} />
            ))}
          </Box>
        )}
        {imageError && <Box sx={{ color: 'error.main', fontSize: 13 }}>{t('demoNotes.editor.imageTooLarge')}</Box>}
      </Box>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}>
        <Box>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => readImage(e.target.files?.[0])}
            aria-label={t('demoNotes.editor.addImage')}
          />
          <Tooltip title={t('demoNotes.editor.addImage')}>
            <IconButton onClick={() => fileInput.current?.click()} aria-label={t('demoNotes.editor.addImage')}>
              <ImageOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('demoNotes.editor.reminder')}>
            <IconButton onClick={(e) => setReminderAnchor(e.currentTarget)} aria-label={t('demoNotes.editor.reminder')}>
              <AlarmOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('demoNotes.editor.labels')}>
            <IconButton onClick={(e) => setLabelAnchor(e.currentTarget)} aria-label={t('demoNotes.editor.labels')}>
              <LabelOutlined />
            </IconButton>
          </Tooltip>
          {note && (
            <>
              <Tooltip title={t(draft.archived ? 'demoNotes.editor.unarchive' : 'demoNotes.editor.archive')}>
                <IconButton
                  onClick={() => {
                    onSave({ ...draft, archived: !draft.archived });
                    onClose();
                  }}
                  aria-label={t(draft.archived ? 'demoNotes.editor.unarchive' : 'demoNotes.editor.archive')}
                >
                  {draft.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                </IconButton>
              </Tooltip>
              <Tooltip title={t('demoNotes.editor.delete')}>
                <IconButton onClick={() => setConfirm(true)} aria-label={t('demoNotes.editor.delete')}>
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
        <Button variant={note ? 'text' : 'contained'} onClick={close} disabled={note === null && isEmpty}>
          {t(note ? 'demoNotes.editor.close' : 'demoNotes.editor.create')}
        </Button>
      </DialogActions>
      <Menu anchorEl={labelAnchor} open={Boolean(labelAnchor)} onClose={() => setLabelAnchor(null)}>
        {labels.map((l) => (
          <MenuItem key={l.id} dense onClick={() => toggleLabel(l)}>
            <Checkbox size="small" checked={draft.labels.some((x) => x.id === l.id)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={l.title} />
          </MenuItem>
        ))}
      </Menu>
      <Menu anchorEl={reminderAnchor} open={Boolean(reminderAnchor)} onClose={() => setReminderAnchor(null)}>
        <Box sx={{ p: 2, pt: 1 }}>
          <TextField
            type="datetime-local"
            label={t('demoNotes.editor.reminder')}
            value={draft.reminder ? format(new Date(draft.reminder), "yyyy-MM-dd'T'HH:mm") : ''}
            onChange={(e) => set({ reminder: e.target.value ? new Date(e.target.value).toISOString() : null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Menu>
      <ConfirmDialog
        open={confirm}
        title={t('demoNotes.editor.deleteTitle')}
        text={t('demoNotes.editor.deleteText')}
        confirmLabel={t('demoNotes.editor.delete')}
        cancelLabel={t('demoNotes.editor.cancel')}
        onClose={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          onDelete();
          onClose();
        }}
      />
    </Dialog>
  );
}

const pick = (note: Note): NoteDraft => ({
  title: note.title,
  content: note.content,
  tasks: note.tasks,
  image: note.image,
  reminder: note.reminder,
  labels: note.labels,
  archived: note.archived,
});
