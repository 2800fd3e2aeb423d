import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SignHistory, SignReason } from '@roadlens/contract/signs';
import { useFormat } from '../../../lib/format/index.ts';
import { timelineSegments } from '../timeline.ts';

export const REASON_COLOR: Record<SignReason, string> = { travel_times: '#43a047', fallback: '#fb8c00', override: '#8e24aa' };

/** The last hours as one bar: a segment per message, coloured by why it was shown. */
export function SignTimeline({ history }: { history: SignHistory }) {
  const { t } = useTranslation();
  const f = useFormat();
  const segs = timelineSegments(history);
  return (
    <Box>
      <Box
        sx={{ display: 'flex', height: 20, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
        data-testid="sign-timeline"
        role="list"
        aria-label={t('signs.timeline')}
      >
        {segs.map((s) => (
          <Tooltip
            key={s.from}
            title={`${f.dateTime(s.from)} – ${f.dateTime(s.to)}: ${s.reason ? `${t(`signs.reason.${s.reason}`)} · ${s.lines.join(' / ')}` : t('signs.noMessage')}`}
          >
            <Box
              role="listitem"
              data-reason={s.reason ?? 'none'}
              sx={{
                width: `${s.width * 100}%`,
                bgcolor: s.reason ? REASON_COLOR[s.reason] : 'transparent',
                borderRight: '1px solid rgba(255,255,255,0.6)',
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {f.date(history.from, 'short')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {f.date(history.to, 'short')}
        </Typography>
      </Box>
    </Box>
  );
}
