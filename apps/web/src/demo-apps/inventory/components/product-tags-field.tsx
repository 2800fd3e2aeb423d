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

export function ProductTagsField({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
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
        label={t('demoInventory.fields.tags')}
        createLabel={(title) => t('demoInventory.createTag', { title })}
      />
      <Button size="small" startIcon={<SellOutlinedIcon />} onClick={() => setManage(true)} sx={{ mt: 0.5 }}>
        {t('demoInventory.manageTags')}
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
          title: t('demoInventory.manageTags'),
          newTag: t('demoInventory.newTag'),
          add: t('demoInventory.add'),
          tagTitle: t('demoInventory.tagTitle'),
          deleteTag: (title) => t('demoInventory.deleteTag', { title }),
          noTags: t('demoInventory.noTags'),
          done: t('demoInventory.done'),
        }}
      />
    </Box>
  );
}
