import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/** A small two-or-three-way switch (this week / last week …). */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_e, v: T | null) => v && onChange(v)} aria-label={label}>
      {options.map((o) => (
        <ToggleButton key={o.value} value={o.value} sx={{ px: 1.5, py: 0.25 }}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
