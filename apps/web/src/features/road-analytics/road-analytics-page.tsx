import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROAD_ANALYTICS_PERIODS } from '@roadlens/contract/road-analytics';
import { useSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { useTerm } from '../../app/navigation/terminology.ts';
import { periodOf, useRoadAnalytics } from './api/get-road-analytics.ts';
import { corridorSummary } from './corridor-summary.ts';
import { DailyTrendChart } from './components/daily-trend-chart.tsx';
import { SegmentsTable } from './components/segments-table.tsx';

const PORT = 1;

/**
 * /dashboard/road-analytics — corridor analytics for a company whose speeds come from a provider
 * on its road segments (data type 7): the period from the URL, corridor figures, the daily trend
 * and the segments ranked worst first.
 */
export function RoadAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const f = useFormat();
  const term = useTerm(me.company.application_type === PORT);
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const q = useRoadAnalytics(days);
  const num = (v: number | null, digits: number) =>
    v === null ? '—' : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h1">{t('roadAnalytics.title')}</Typography>
        <Typography color="text.secondary">{t('roadAnalytics.subtitle')}</Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={t('roadAnalytics.period')}
        onChange={(_, v: number | null) => v && setParams((p) => (p.set('days', String(v)), p), { replace: true })}
      >
        {ROAD_ANALYTICS_PERIODS.map((d) => (
          <ToggleButton key={d} value={d} data-testid={`period-${d}`}>{t('roadAnalytics.lastDays', { count: d })}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
  if (q.isPending)
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}><CircularProgress aria-label={t('roadAnalytics.loading')} /></Box>
      </Box>
    );
  if (q.isError)
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        {header}
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>{t('roadAnalytics.retry')}</Button>}>{t('roadAnalytics.loadError')}</Alert>
      </Box>
    );
  const data = q.data;
  const s = corridorSummary(data.segments);
  const cards = [
    { key: 'speed', label: t('roadAnalytics.avgSpeed'), value: f.speed(s.avgSpeedKmh) || '—' },
    { key: 'ci', label: t('roadAnalytics.ci'), value: num(s.congestionIndex, 2) },
    { key: 'delay', label: t('roadAnalytics.delayVehH', { delay: term('navigation.terms.delay') }), value: num(s.delayVehHPerDay, 1) },
    { key: 'segments', label: t('roadAnalytics.segments'), value: String(s.segments) },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="road-analytics-page">
      {header}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('roadAnalytics.range', { from: f.dateTime(data.from), to: f.dateTime(data.to) })}
      </Typography>
      {data.segments.length === 0 ? (
        <Alert severity="info">{t('roadAnalytics.empty')}</Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {cards.map((c) => (
              <Card key={c.key} data-testid={`summary-${c.key}`}>
                <CardContent>
                  <Typography variant="h5" sx={{ fontVariantNumeric: 'tabular-nums' }}>{c.value}</Typography>
                  <Typography variant="body2" color="text.secondary">{c.label}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">{t('roadAnalytics.trend')}</Typography>
              <DailyTrendChart daily={data.daily} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">{t('roadAnalytics.worst')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('roadAnalytics.worstHint')}</Typography>
              <SegmentsTable segments={data.segments} term={term} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
