import { Autocomplete, Chip, TextField, createFilterOptions } from '@mui/material';

export interface PickerTag {
  id: string;
  title: string;
}
type Option = PickerTag & { create?: boolean };
const filter = createFilterOptions<Option>();

/**
 * Picks tag ids from a list; typing a title that does not exist offers to create it.
 * Used by the contacts and inventory apps, which each bring their own tag calls and texts.
 */
export function TagPicker(props: {
  tags: PickerTag[];
  value: string[];
  onChange: (ids: string[]) => void;
  onCreate: (title: string) => Promise<PickerTag>;
  label: string;
  createLabel: (title: string) => string;
}) {
  const selected = props.value.map((id) => props.tags.find((tag) => tag.id === id)).filter((x): x is Option => !!x);
  return (
    <Autocomplete<Option, true>
      multiple
      options={props.tags}
      value={selected}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.create ? props.createLabel(o.title) : o.title)}
      filterOptions={(options, params) => {
        const found = filter(options, params);
        const title = params.inputValue.trim();
        if (title && !options.some((o) => o.title.toLowerCase() === title.toLowerCase())) found.push({ id: '', title, create: true });
        return found;
      }}
      onChange={(_e, next) => {
        const pending = next.find((o) => o.create);
        const ids = next.filter((o) => !o.create).map((o) => o.id);
        if (!pending) return props.onChange(ids);
        void props.onCreate(pending.title).then((tag) => props.onChange([...ids, tag.id]));
      }}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => <Chip size="small" label={o.title} {...getItemProps({ index })} key={o.id} />)
      }
      renderInput={(params) => (
        // Chips are drawn by renderValue, so tell the label to stay up when some are selected.
        <TextField
          {...params}
          label={props.label}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: selected.length > 0 || undefined } }}
        />
      )}
    />
  );
}
