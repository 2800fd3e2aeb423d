import {
  Autocomplete,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InsightItem } from '@roadlens/contract/insight';
import { toggled, type FormPatch, type FormState } from '../url-state.ts';

export interface Option extends InsightItem {
  name: string;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** What to analyse: links or routes (the kind is a tag, so further kinds join the same list), periods and the time set. */
export function SelectionForm({
  state,
  set,
  options,
  peakHours,
}: {
  state: FormState;
  set: (patch: FormPatch) => void;
  options: Option[];
  peakHours: { am: { from: string; to: string }; pm: { from: string; to: string } };
}) {
  const { t } = useTranslation();
  // The address names the chosen items by kind and id; the list of options gives their names.
  const chosen = state.items
    .map((i) => options.find((o) => o.kind === i.kind && o.id === i.id))
    .filter((o): o is Option => o !== undefined);
  const date = (label: string, value: string, key: keyof FormState, testId: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => set({ [key]: e.target.value } as Partial<FormState>)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ width: 160 }}
    />
  );
  const hour = (label: string, value: number, key: 'hourFrom' | 'hourTo') => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={!state.useHours}
      onChange={(e) => set({ [key]: Number(e.target.value) })}
      sx={{ width: 100 }}
    >
      {HOURS.map((h) => (
        <MenuItem key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        groupBy={(o) => t(`insight.kind.${o.kind}`)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        onChange={(_, v) => set({ items: v.map(({ kind, id }) => ({ kind, id })) })}
        renderValue={(value, getItemProps) =>
          value.map((o, index) => (
            <Chip size="small" label={`${t(`insight.kind.${o.kind}`)}: ${o.name}`} {...getItemProps({ index })} key={`${o.kind}-${o.id}`} />
          ))
        }
        renderInput={(p) => (
          <TextField
            {...p}
            size="small"
            label={t('insight.items')}
            placeholder={t('insight.itemsHint')}
            slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps?.htmlInput, 'data-testid': 'insight-items' } }}
          />
        )}
      />
      <Stack sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} direction="row">
        {date(t('insight.from'), state.from, 'from', 'insight-from')}
        {date(t('insight.to'), state.to, 'to', 'insight-to')}
        <FormControlLabel
          control={
            <Switch
              checked={state.compare}
              onChange={(e) => set({ compare: e.target.checked })}
              slotProps={{ input: { 'aria-label': t('insight.compare') } }}
              data-testid="insight-compare"
            />
          }
          label={t('insight.compare')}
        />
        {state.compare && date(t('insight.fromB'), state.fromB, 'fromB', 'insight-from-b')}
        {state.compare && date(t('insight.toB'), state.toB, 'toB', 'insight-to-b')}
      </Stack>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('insight.weekdays')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          color="primary"
          value={state.days}
          onChange={(_, v: number[]) => {
            // The group reports the rendered list with one day toggled: that day is toggled in the latest list.
            const day = [1, 2, 3, 4, 5, 6, 7].find((d) => v.includes(d) !== state.days.includes(d));
            if (day !== undefined) set((s) => ({ days: toggled(s.days, day) }));
          }}
          sx={{ display: 'flex', flexWrap: 'wrap' }}
        >
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <ToggleButton key={d} value={d} data-testid={`insight-day-${d}`}>
              {t(`insight.day.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Stack sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} direction="row">
        <FormControlLabel
          control={
            <Checkbox checked={state.useHours} onChange={(e) => set({ useHours: e.target.checked })} data-testid="insight-use-hours" />
          }
          label={t('insight.hours')}
        />
        {hour(t('insight.hourFrom'), state.hourFrom, 'hourFrom')}
        {hour(t('insight.hourTo'), state.hourTo, 'hourTo')}
        {(['am', 'pm'] as const).map((p) => (
          <FormControlLabel
            key={p}
            control={
              <Checkbox
                checked={state.peaks.includes(p)}
                data-testid={`insight-peak-${p}`}
                onChange={(e) => {
                  const on = e.target.checked;
                  set((s) => ({ peaks: on ? [...s.peaks.filter((x) => x !== p), p] : s.peaks.filter((x) => x !== p) }));
                }}
              />
            }
            label={t(`insight.peak.${p}`, { from: peakHours[p].from, to: peakHours[p].to })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The request the form describes: the chosen hours are the range from–to, both included. */
export function toQuery(s: FormState) {
  const hours = s.useHours
    ? HOURS.filter((h) => (s.hourFrom <= s.hourTo ? h >= s.hourFrom && h <= s.hourTo : h >= s.hourFrom || h <= s.hourTo))
    : [];
  return {
    items: s.items,
    periods: [{ from: s.from, to: s.to }, ...(s.compare ? [{ from: s.fromB, to: s.toB }] : [])],
    time_set: { days: [...s.days].sort((a, b) => a - b), hours, peaks: s.peaks },
  };
}
