import { useEffect, useState } from 'react';
import { Button, Paper, Slider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format/index.ts';

export const STEP_S = 300;
export const STEPS = 288; // 24 h of 5-minute intervals
/** The slider's right end, one past the current interval: live values. */
const LIVE = STEPS + 1;

/** The start of the last complete-or-current 5-minute interval. */
export const latestStep = (now = Date.now()) => Math.floor(now / 1000 / STEP_S) * STEP_S;

/**
 * Replays the last 24 h in 5-minute steps. The right end is live; any other position is a past
 * interval (epoch seconds), committed when the thumb is let go so dragging does not flood the server.
 */
export function ReplaySlider({ at, onChange, timeZone }: { at: number | null; onChange: (at: number | null) => void; timeZone: string }) {
  const { t } = useTranslation();
  const [end] = useState(() => latestStep());
  const toIndex = (v: number | null) => (v === null ? LIVE : Math.max(0, Math.min(STEPS, STEPS - Math.round((end - v) / STEP_S))));
  const [index, setIndex] = useState(toIndex(at));
  useEffect(() => setIndex(toIndex(at)), [at]); // eslint-disable-line react-hooks/exhaustive-deps
  const label = (i: number) => (i >= LIVE ? t('liveMap.live') : formatInstant(end - (STEPS - i) * STEP_S, timeZone, 'short'));
  const commit = (i: number) => onChange(i >= LIVE ? null : end - (STEPS - i) * STEP_S);
  return (
    <Paper sx={{ px: 2, py: 1 }} data-testid="replay">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
          {t('liveMap.replay')}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={LIVE}
          step={1}
          value={index}
          onChange={(_, v) => setIndex(v as number)}
          onChangeCommitted={(_, v) => commit(v as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={label}
          slotProps={{ input: { 'aria-label': t('liveMap.replayTime'), 'aria-valuetext': label(index) } }}
        />
        <Typography
          variant="body2"
          sx={{ minWidth: { xs: 64, sm: 92 }, textAlign: 'right', whiteSpace: 'nowrap' }}
          data-testid="replay-label"
        >
          {label(index)}
        </Typography>
        {at !== null && (
          <Button size="small" onClick={() => onChange(null)}>
            {t('liveMap.backToLive')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
