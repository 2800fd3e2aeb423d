import { useState } from 'react';
import { Box, Button } from '@mui/material';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../shared/tag-picker.tsx';
import { ManageTagsDialog } from '../../shared/manage-tags-dialog.tsx';
import { useTags } from '../api/get-tags.ts';
import { useCreateTag } from '../api/create-tag.ts';
import { useUpdateTag } from '../api/update-tag.ts';
import { useDeleteTag } from '../api/delete-tag.ts';

/** The contact's tags, with creating, renaming and deleting tags on the spot. */
export function TagsField({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const tags = useTags().data ?? [];
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const [manage, setManage] = useState(false);
  return (
    <Box>
      <TagPicker
        tags={tags}
        value={value}
        onChange={onChange}
        onCreate={create.mutateAsync}
        label={t('demoContacts.fields.tags')}
        createLabel={(title) => t('demoContacts.createTag', { title })}
      />
      <Button size="small" startIcon={<SellOutlinedIcon />} onClick={() => setManage(true)} sx={{ mt: 0.5 }}>
        {t('demoContacts.manageTags')}
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
          title: t('demoContacts.manageTags'),
          newTag: t('demoContacts.newTag'),
          add: t('demoContacts.add'),
          tagTitle: t('demoContacts.tagTitle'),
          deleteTag: (title) => t('demoContacts.deleteTag', { title }),
          noTags: t('demoContacts.noTags'),
          done: t('demoContacts.done'),
        }}
      />
    </Box>
  );
}
