import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TFunction } from 'i18next';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import type { PickerTag } from './tag-picker.tsx';

export interface ManageTagsTexts {
  title: string;
  newTag: string;
  add: string;
  /** The accessible name of a tag's title field. */
  tagTitle: (title: string) => string;
  deleteTag: (title: string) => string;
  noTags?: string;
  done: string;
}

/**
 * The dialog's texts from an app's block of keys: new, add, rename, deleteNamed and done under
 * `prefix`, and the heading from `titleKey` (notes, tasks and the scrumboard share this layout).
 */
export function tagDialogTexts(t: TFunction, prefix: string, titleKey = `${prefix}.title`): ManageTagsTexts {
  return {
    title: t(titleKey),
    newTag: t(`${prefix}.new`),
    add: t(`${prefix}.add`),
    tagTitle: (title) => t(`${prefix}.rename`, { title }),
    deleteTag: (title) => t(`${prefix}.deleteNamed`, { title }),
    done: t(`${prefix}.done`),
  };
}

interface Actions {
  onCreate: (title: string) => Promise<unknown>;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}

type RowProps = { tag: PickerTag; texts: ManageTagsTexts; marker?: (tag: PickerTag) => ReactNode } & Omit<Actions, 'onCreate'>;

function TagRow({ tag, texts, marker, onRename, onDelete }: RowProps) {
  const [title, setTitle] = useState(tag.title);
  const commit = () => {
    const next = title.trim();
    if (next && next !== tag.title) onRename(tag.id, next);
    else setTitle(tag.title);
  };
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      {marker?.(tag)}
      <TextField
        fullWidth
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        slotProps={{ htmlInput: { 'aria-label': texts.tagTitle(tag.title) } }}
      />
      <IconButton aria-label={texts.deleteTag(tag.title)} onClick={() => onDelete(tag.id)}>
        <DeleteOutlinedIcon />
      </IconButton>
    </ListItem>
  );
}

interface DialogProps extends Actions {
  open: boolean;
  onClose: () => void;
  tags: PickerTag[];
  texts: ManageTagsTexts;
  /** Drawn before each tag's title, e.g. the label's colour. */
  marker?: (tag: PickerTag) => ReactNode;
}

/**
 * Add, rename (on blur or Enter) and delete tags or labels; the owning app's mock strips deleted
 * ones from its records. Used by contacts, inventory, notes, tasks and the scrumboard.
 */
export function ManageTagsDialog({ open, onClose, tags, texts, marker, ...actions }: DialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!title.trim()) return;
    setBusy(true);
    try {
      await actions.onCreate(title.trim());
      setTitle('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={(e) => (e.preventDefault(), void add())} sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <TextField fullWidth label={texts.newTag} value={title} onChange={(e) => setTitle(e.target.value)} />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={!title.trim() || busy}>
            {texts.add}
          </Button>
        </Box>
        {tags.length === 0 && texts.noTags ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {texts.noTags}
          </Typography>
        ) : (
          <List dense>
            {tags.map((tag) => (
              <TagRow
                key={`${tag.id}:${tag.title}`}
                tag={tag}
                texts={texts}
                marker={marker}
                onRename={actions.onRename}
                onDelete={actions.onDelete}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.done}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An app's tag calls as React Query hooks; pass one module-level object so the hooks stay the same
 * between renders. `Created` is what creating answers (the new tag, or for notes all labels).
 */
export interface TagHooks<Created = unknown> {
  useTags: () => { data?: PickerTag[] };
  useCreateTag: () => { mutateAsync: (title: string) => Promise<Created> };
  useUpdateTag: () => { mutate: (change: { id: string; title: string }) => void };
  useDeleteTag: () => { mutate: (id: string) => void };
}

/** The dialog wired to an app's tag calls (tasks' tags, notes' labels). */
export function TagsDialog({ hooks, ...props }: { open: boolean; onClose: () => void; texts: ManageTagsTexts; hooks: TagHooks }) {
  const tags = hooks.useTags().data ?? [];
  const create = hooks.useCreateTag();
  const update = hooks.useUpdateTag();
  const remove = hooks.useDeleteTag();
  return (
    <ManageTagsDialog
      {...props}
      tags={tags}
      onCreate={(title) => create.mutateAsync(title)}
      onRename={(id, title) => update.mutate({ id, title })}
      onDelete={(id) => remove.mutate(id)}
    />
  );
}
