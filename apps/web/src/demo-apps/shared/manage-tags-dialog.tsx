import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import type { PickerTag } from './tag-picker.tsx';

export interface ManageTagsTexts {
  title: string;
  newTag: string;
  add: string;
  tagTitle: string;
  deleteTag: (title: string) => string;
  noTags: string;
  done: string;
}

interface Actions {
  onCreate: (title: string) => Promise<unknown>;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}

function TagRow({ tag, texts, onRename, onDelete }: { tag: PickerTag; texts: ManageTagsTexts } & Omit<Actions, 'onCreate'>) {
  const [title, setTitle] = useState(tag.title);
  const commit = () => {
    const next = title.trim();
    if (next && next !== tag.title) onRename(tag.id, next);
    else setTitle(tag.title);
  };
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <TextField
        fullWidth
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        slotProps={{ htmlInput: { 'aria-label': texts.tagTitle } }}
      />
      <IconButton aria-label={texts.deleteTag(tag.title)} onClick={() => onDelete(tag.id)}>
        <DeleteOutlinedIcon />
      </IconButton>
    </ListItem>
  );
}

/** Add, rename (on blur or Enter) and delete tags; the owning app's mock strips deleted tags from its records. */
export function ManageTagsDialog({ open, onClose, tags, texts, ...actions }: { open: boolean; onClose: () => void; tags: PickerTag[]; texts: ManageTagsTexts } & Actions) {
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={(e) => (e.preventDefault(), void add())} sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <TextField fullWidth label={texts.newTag} value={title} onChange={(e) => setTitle(e.target.value)} />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={!title.trim() || busy}>
            {texts.add}
          </Button>
        </Box>
        {tags.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {texts.noTags}
          </Typography>
        ) : (
          <List dense>
            {tags.map((tag) => (
              <TagRow key={`${tag.id}:${tag.title}`} tag={tag} texts={texts} onRename={actions.onRename} onDelete={actions.onDelete} />
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
