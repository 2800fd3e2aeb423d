import { useState } from 'react';
import { Box, Button } from '@mui/material';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import { TagPicker, type PickerTag } from './tag-picker.tsx';
import { ManageTagsDialog, type TagHooks } from './manage-tags-dialog.tsx';

/**
 * A record's tags (contacts, products), with creating, renaming and deleting tags on the spot.
 * Texts come from the app's namespace `ns`: fields.tags, createTag, manageTags, newTag, add, tagTitle, deleteTag, noTags, done.
 */
export function TagsField({
  value,
  onChange,
  ns,
  hooks,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  ns: string;
  hooks: TagHooks<PickerTag>;
}) {
  const { t } = useTranslation();
  const tags = hooks.useTags().data ?? [];
  const create = hooks.useCreateTag();
  const update = hooks.useUpdateTag();
  const remove = hooks.useDeleteTag();
  const [manage, setManage] = useState(false);
  return (
    <Box>
      <TagPicker
        tags={tags}
        value={value}
        onChange={onChange}
        onCreate={create.mutateAsync}
        label={t(`${ns}.fields.tags`)}
        createLabel={(title) => t(`${ns}.createTag`, { title })}
      />
      <Button size="small" startIcon={<SellOutlinedIcon />} onClick={() => setManage(true)} sx={{ mt: 0.5 }}>
        {t(`${ns}.manageTags`)}
      </Button>
      <ManageTagsDialog
        open={manage}
        onClose={() => setManage(false)}
        tags={tags}
        onCreate={create.mutateAsync}
        onRename={(id, title) => update.mutate({ id, title })}
        onDelete={(id) => {
          remove.mutate(id);
          if (value.includes(id)) onChange(value.filter((x) => x !== id));
        }}
        texts={{
          title: t(`${ns}.manageTags`),
          newTag: t(`${ns}.newTag`),
          add: t(`${ns}.add`),
          tagTitle: (title) => t(`${ns}.tagTitle`, { title }),
          deleteTag: (title) => t(`${ns}.deleteTag`, { title }),
          noTags: t(`${ns}.noTags`),
          done: t(`${ns}.done`),
        }}
      />
    </Box>
  );
}
