import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JunctionHour } from '@roadlens/contract/junctions';

/** Matched vehicles per local hour as bars; a bar picks its hour, hours without vehicles stay empty. */
export function HourChart({
  hours,
  selected,
  onSelect,
}: {
  hours: JunctionHour[];
  selected: number | null;
  onSelect: (h: number | null) => void;
}) {
  const { t } = useTranslation();
  const byHour = new Map(hours.map((h) => [h.hour, h.approaches.reduce((s, a) => s + a.n, 0)]));
  const max = Math.max(1, ...byHour.values());
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: '2px', height: 80 }} role="group" aria-label={t('junction.byHour')}>
        {Array.from({ length: 24 }, (_, h) => {
          const n = byHour.get(h) ?? 0;
          return (
            <ButtonBase
              key={h}
              onClick={() => onSelect(selected === h ? null : h)}
              disabled={n === 0}
              data-testid={`hour-${h}`}
              aria-pressed={selected === h}
              title={t('junction.hourBar', { hour: h, n })}
              sx={{ flex: 1, height: '100%', alignItems: 'flex-end', display: 'flex' }}
            >
              <Box
                sx={{
                  width: '100%',
                  height: `${(n / max) * 100}%`,
                  minHeight: n ? 2 : 0,
                  bgcolor: selected === h ? 'primary.dark' : 'primary.light',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            </ButtonBase>
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        {[0, 6, 12, 18, 23].map((h) => (
          <Typography key={h} variant="caption" color="text.secondary">
            {String(h).padStart(2, '0')}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
