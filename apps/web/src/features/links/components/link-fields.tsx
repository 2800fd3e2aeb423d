import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LinkDraft } from '../link-form.ts';

type NumKey = 'length_m' | 'free_flow_speed' | 'max_travel_time_s';
const FILTER: { key: 'sigma' | 'b_value' | 'trend_threshold'; step: number }[] = [
  { key: 'sigma', step: 0.1 },
  { key: 'b_value', step: 0.05 },
  { key: 'trend_threshold', step: 1 },
];

/** Length, free-flow speed, matching and the adaptive filter's parameters (their bounds in the helper texts). */
export function LinkFields({
  draft,
  set,
  error,
  unitLabel,
}: {
  draft: LinkDraft;
  set: (p: Partial<LinkDraft>) => void;
  error: (field: string) => string | undefined;
  unitLabel: string;
}) {
  const { t } = useTranslation();
  const num = (key: NumKey, field: string, label: string, hint?: string) => (
    <TextField
      label={label}
      type="number"
      value={draft[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={!!error(field)}
      helperText={error(field) ?? hint}
      fullWidth
    />
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {num('length_m', 'length_m', t('linksForm.length'), t('linksForm.lengthHint'))}
        {num('free_flow_speed', 'free_flow_speed', t('linksForm.freeFlowSpeed', { unit: unitLabel }), t('linksForm.freeFlowHint'))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {num('max_travel_time_s', 'max_travel_time_s', t('linksForm.maxTravelTime'))}
        <TextField
          select
          label={t('linksForm.matchTime')}
          value={draft.match_time}
          onChange={(e) => set({ match_time: e.target.value as LinkDraft['match_time'] })}
          fullWidth
        >
          {(['first', 'last', 'strongest'] as const).map((m) => (
            <MenuItem key={m} value={m}>
              {t(`linksForm.match.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="subtitle2">{t('linksForm.filter')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {FILTER.map(({ key, step }) => (
          <TextField
            key={key}
            label={t(`linksForm.${key}`)}
            type="number"
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value })}
            error={!!error(`filter.${key}`)}
            helperText={error(`filter.${key}`) ?? t(`linksForm.bounds.filter.${key}`)}
            slotProps={{ htmlInput: { step } }}
            fullWidth
          />
        ))}
      </Stack>
    </Stack>
  );
}
