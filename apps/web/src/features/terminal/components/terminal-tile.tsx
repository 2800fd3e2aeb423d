import { alpha, Box, Card, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LinkCurrent } from '../tile-values.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { formatTravelTime, trendOf } from '../tile-values.ts';

const TREND_COLOR = { slower: 'error', faster: 'success', usual: 'default' } as const;

/**
 * One route or link on the wall, readable from across a room: the travel (wait) time large, speed
 * and delay (loading time) beside the typical time, the tile edged and tinted in its speed colour.
 */
export function TerminalTile({
  name,
  kind,
  current,
  color,
  term,
}: {
  name: string;
  kind: 'route' | 'link';
  current: LinkCurrent | undefined;
  color: string;
  term: (key: string) => string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const tt = formatTravelTime(current?.travel_time_s);
  const trend = trendOf(current);
  return (
    <Card
      data-testid="terminal-tile"
      data-kind={kind}
      data-name={name}
      sx={{ height: '100%', borderLeft: 10, borderColor: color, bgcolor: (th) => alpha(color, th.palette.mode === 'dark' ? 0.18 : 0.08) }}
    >
      <Box sx={{ p: { xs: 1.5, md: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 0.5, minHeight: '2.5em' }}>
          <Typography
            variant="h6"
            component="h2"
            title={name}
            sx={{
              flex: 1,
              fontWeight: 600,
              lineHeight: 1.25,
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {name}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`terminal.kind.${kind}`)} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {term('navigation.terms.travelTime')}
        </Typography>
        <Typography
          data-testid="tile-travel-time"
          sx={{ fontSize: { xs: '2.5rem', md: '3.25rem' }, fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
        >
          {tt || t('terminal.noValue')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Figure
            label={t('terminal.speed')}
            value={f.speed(current?.speed_kmh) || t('terminal.noValue')}
            color={color}
            testId="tile-speed"
          />
          <Figure
            label={term('navigation.terms.delay')}
            value={formatTravelTime(current?.delay_s) || t('terminal.noValue')}
            testId="tile-delay"
          />
          <Figure label={t('terminal.typical')} value={formatTravelTime(current?.typical_s) || t('terminal.noValue')} />
        </Stack>
        {trend && (
          <Chip sx={{ mt: 1 }} size="small" color={TREND_COLOR[trend]} label={t(`terminal.trend.${trend}`)} data-testid="tile-trend" />
        )}
      </Box>
    </Card>
  );
}

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontSize: '1.35rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums', color }}>
        {value}
      </Typography>
    </Box>
  );
}
