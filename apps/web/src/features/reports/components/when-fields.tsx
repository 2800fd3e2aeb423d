import { Autocomplete, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReportRecipients } from '../api/reports-api.ts';
import type { FormState, Frequency } from './form-state.ts';

type ErrorOf = (field: string) => string | undefined;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** When a report runs by itself (in the zone named) and who hears that it is ready. */
export function WhenFields({
  state,
  set,
  errorOf,
  zone,
}: {
  state: FormState;
  set: (s: FormState) => void;
  errorOf: ErrorOf;
  zone: string;
}) {
  const { t } = useTranslation();
  const users = useReportRecipients();
  const patch = (p: Partial<FormState>) => set({ ...state, ...p });
  const frequencyLabel = { none: 'frequencyNone', d: 'frequencyD', w: 'frequencyW', m: 'frequencyM' } as const;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('reports.form.frequency')}
          value={state.frequency}
          onChange={(e) => {
            const frequency = e.target.value as Frequency;
            // A schedule reports on the day, week or month before each run, never on fixed dates.
            patch({ frequency, ...(frequency !== 'none' && state.periodKind === 'fixed' ? { periodKind: 'w' as const } : {}) });
          }}
          error={!!errorOf('schedule.frequency') || !!errorOf('schedule')}
          helperText={errorOf('schedule.frequency') ?? errorOf('schedule')}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-frequency' } as object } }}
        >
          {(['none', 'd', 'w', 'm'] as const).map((f) => (
            <MenuItem key={f} value={f}>
              {t(`reports.form.${frequencyLabel[f]}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.frequency !== 'none' && (
          <TextField
            type="time"
            size="small"
            label={t('reports.form.time')}
            value={state.time}
            onChange={(e) => patch({ time: e.target.value })}
            error={!!errorOf('schedule.time')}
            helperText={errorOf('schedule.time')}
            sx={{ width: { xs: '100%', sm: 140 } }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-time' } }}
          />
        )}
        {state.frequency === 'w' && (
          <TextField
            select
            size="small"
            label={t('reports.form.weekday')}
            value={state.weekday}
            onChange={(e) => patch({ weekday: Number(e.target.value) })}
            error={!!errorOf('schedule.weekday')}
            helperText={errorOf('schedule.weekday')}
            sx={{ width: { xs: '100%', sm: 160 } }}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <MenuItem key={d} value={d}>
                {t(`reports.weekday.${d}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {state.frequency === 'm' && (
          <TextField
            select
            size="small"
            label={t('reports.form.dayOfMonth')}
            value={state.dayOfMonth}
            onChange={(e) => patch({ dayOfMonth: Number(e.target.value) })}
            error={!!errorOf('schedule.day_of_month')}
            helperText={errorOf('schedule.day_of_month')}
            sx={{ width: { xs: '100%', sm: 140 } }}
          >
            {DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" data-testid="report-zone">
        {t('reports.form.zone', { zone })}
      </Typography>
      <Autocomplete
        multiple
        options={users.data ?? []}
        loading={users.isPending}
        value={state.recipients}
        getOptionLabel={(u) => (u.name ? `${u.name} <${u.email}>` : u.email)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, v) => patch({ recipients: v })}
        renderInput={(p) => (
          <TextField
            {...p}
            size="small"
            label={t('reports.form.recipients')}
            error={!!errorOf('recipients')}
            helperText={errorOf('recipients') ?? t('reports.form.recipientsHint')}
            slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps?.htmlInput, 'data-testid': 'report-recipients' } }}
          />
        )}
      />
      <FormControlLabel
        control={<Checkbox checked={state.email} onChange={(e) => patch({ email: e.target.checked })} data-testid="report-email" />}
        label={t('reports.form.email')}
      />
    </Stack>
  );
}
