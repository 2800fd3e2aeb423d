import { Autocomplete, Chip, TextField, createFilterOptions } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCreateTag } from '../api/create-tag.ts';
import type { TaskTag } from '../model.ts';

type Option = TaskTag | { id: null; title: string };
const filter = createFilterOptions<Option>();

/** Choose tags, or type a new one to create it. */
export function TagPicker({ tags, value, onChange }: { tags: TaskTag[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const create = useCreateTag();
  const selected = tags.filter((tag) => value.includes(tag.id));
  return (
    <Autocomplete<Option, true>
      multiple
      options={tags}
      value={selected}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options, state) => {
        const found = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed && !tags.some((tag) => tag.title.toLowerCase() === typed.toLowerCase())) found.push({ id: null, title: typed });
        return found;
      }}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.id === null ? t('demoTasks.details.createTag', { title: o.title }) : o.title}
        </li>
      )}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => <Chip {...getItemProps({ index })} key={o.title} label={o.title} size="small" />)
      }
      onChange={(_e, options) => {
        const fresh = options.find((o) => o.id === null);
        const ids = options.flatMap((o) => (o.id ? [o.id] : []));
        if (fresh) create.mutate(fresh.title, { onSuccess: (tag) => onChange([...ids, tag.id]) });
        else onChange(ids);
      }}
      renderInput={(params) => <TextField {...params} label={t('demoTasks.details.tags')} />}
    />
  );
}
