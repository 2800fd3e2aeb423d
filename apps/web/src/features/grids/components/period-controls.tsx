import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { splitHours, type Period } from '../period.ts';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const MAX_TRIP_CHOICES = [15, 30, 60, 120, 180, 240, 360];

/**
 * Date range, hours of the day and (for the O/D matrix) the longest trip. Empty dates show the
 * period the server resolved, so the user always sees which days the figures cover.
 */
export function PeriodControls({
  period,
  onChange,
  resolved,
  errors = {},
  withMaxTrip = false,
}: {
  period: Period;
  onChange: (patch: Partial<Period>) => void;
  resolved?: { from: string; to: string; time_zone: string };
  errors?: Record<string, string[]>;
  withMaxTrip?: boolean;
}) {
  const { t } = useTranslation();
  const [start, end] = splitHours(period.hours);
  const err = (k: string) => errors[k]?.join(' ');
  const field = { size: 'small' as const, sx: { minWidth: { xs: 'calc(50% - 8px)', sm: 150 }, flex: { xs: 1, sm: 'none' } } };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="grid-period">
      <TextField
        {...field}
        type="date"
        label={t('gridsArea.period.from')}
        value={period.from || resolved?.from || ''}
        onChange={(e) => onChange({ from: e.target.value })}
        error={!!err('from')}
        helperText={err('from')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-from' } }}
      />
      <TextField
        {...field}
        type="date"
        label={t('gridsArea.period.to')}
        value={period.to || resolved?.to || ''}
        onChange={(e) => onChange({ to: e.target.value })}
        error={!!err('to')}
        helperText={err('to') ?? (resolved ? t('gridsArea.period.zone', { zone: resolved.time_zone }) : undefined)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-to' } }}
      />
      <TextField
        {...field}
        select
        label={t('gridsArea.period.hoursFrom')}
        value={start}
        onChange={(e) => onChange({ hours: `${e.target.value}-${end === Number(e.target.value) ? (end % 24) + 1 : end}` })}
        error={!!err('hours')}
        helperText={err('hours')}
        slotProps={{ htmlInput: { 'data-testid': 'period-hours-from' } }}
      >
        {Array.from({ length: 24 }, (_, h) => (
          <MenuItem key={h} value={h}>
            {hourLabel(h)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={t('gridsArea.period.hoursTo')}
        value={end}
        onChange={(e) => onChange({ hours: `${start === Number(e.target.value) ? (start + 23) % 24 : start}-${e.target.value}` })}
        helperText={end <= start ? t('gridsArea.period.wraps') : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'period-hours-to' } }}
      >
        {Array.from({ length: 24 }, (_, i) => i + 1).map((h) => (
          <MenuItem key={h} value={h}>
            {hourLabel(h)}
          </MenuItem>
        ))}
      </TextField>
      {withMaxTrip && (
        <TextField
          {...field}
          select
          label={t('gridsArea.period.maxTrip')}
          value={period.maxTrip}
          onChange={(e) => onChange({ maxTrip: Number(e.target.value) })}
          error={!!err('max_trip_minutes')}
          helperText={err('max_trip_minutes')}
        >
          {[...new Set([...MAX_TRIP_CHOICES, period.maxTrip])]
            .sort((a, b) => a - b)
            .map((m) => (
              <MenuItem key={m} value={m}>
                {t('gridsArea.period.minutes', { count: m })}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Stack>
  );
}
