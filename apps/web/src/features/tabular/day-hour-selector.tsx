import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const DAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

const parse = (v: string | undefined) => new Set((v ?? '').split(',').filter(Boolean).map(Number));
const join = (s: Set<number>) => [...s].sort((a, b) => a - b).join(',');

/**
 * The time-range filter's day/hour selector (days 1–7, hours 0–23). Nothing selected
 * means every day / every hour; values travel as the comma lists `weekdays` and `hours`.
 */
export function DayHourSelector({
  weekdays,
  hours,
  onChange,
}: {
  weekdays?: string;
  hours?: string;
  onChange: (patch: { weekdays?: string | null; hours?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const days = parse(weekdays);
  const hrs = parse(hours);
  const toggle = (set: Set<number>, v: number) => {
    const next = new Set(set);
    if (next.has(v)) next.delete(v);
    else next.add(v);
    return join(next) || null;
  };
  return (
    <Stack sx={{ gap: 1 }} data-testid="day-hour-selector">
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('tabular.weekdays')} · {days.size ? t('tabular.selected', { n: days.size }) : t('tabular.all')}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {DAYS.map((d) => (
            <Chip
              key={d}
              size="small"
              label={t(`tabular.days.${d}`)}
              color={days.has(d) ? 'primary' : 'default'}
              variant={days.has(d) ? 'filled' : 'outlined'}
              aria-pressed={days.has(d)}
              onClick={() => onChange({ weekdays: toggle(days, d) })}
            />
          ))}
        </Stack>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('tabular.hours')} · {hrs.size ? t('tabular.selected', { n: hrs.size }) : t('tabular.all')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(6, 1fr)', md: 'repeat(12, 1fr)' }, gap: 0.5, maxWidth: 720 }}>
          {HOURS.map((h) => (
            <Chip
              key={h}
              size="small"
              label={String(h).padStart(2, '0')}
              color={hrs.has(h) ? 'primary' : 'default'}
              variant={hrs.has(h) ? 'filled' : 'outlined'}
              aria-pressed={hrs.has(h)}
              aria-label={t('tabular.hourLabel', { h })}
              onClick={() => onChange({ hours: toggle(hrs, h) })}
            />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
