import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

/** A labelled row of checkboxes with the server's message for the field beneath it. */
export function CheckGroup<V extends string>({
  label,
  values,
  selected,
  onChange,
  labelOf,
  error,
  testId,
}: {
  label: string;
  values: readonly V[];
  selected: readonly string[];
  onChange: (next: V[]) => void;
  labelOf: (v: V) => string;
  error?: string;
  testId: string;
}) {
  return (
    <FormControl error={!!error} component="fieldset" variant="standard" data-testid={testId}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {values.map((v) => (
          <FormControlLabel
            key={v}
            label={labelOf(v)}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(v)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...values.filter((x) => selected.includes(x) || x === v)]
                      : (selected.filter((x) => x !== v) as V[]),
                  )
                }
                slotProps={{ input: { 'data-testid': `${testId}-${v}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText data-testid={`${testId}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
