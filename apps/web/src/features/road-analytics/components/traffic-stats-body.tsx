import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BottleneckRanking, RoadAnalytics } from '@roadlens/contract/road-analytics';
import { useFormat } from '../../../lib/format/index.ts';
import { corridorSummary } from '../corridor-summary.ts';
import { BottleneckTable } from './bottleneck-table.tsx';
import { DailyTrendChart } from './daily-trend-chart.tsx';
import { SegmentsTable } from './segments-table.tsx';

/** Traffic Stats figures: summary cards, daily trend, congestion scan, bottlenecks, worst links. The page and a share both show it. */
export function TrafficStatsBody({
  data,
  bottlenecks,
  scan,
  term,
}: {
  data: RoadAnalytics;
  bottlenecks: BottleneckRanking | undefined;
  scan: ReactNode;
  term: (key: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const num = (v: number | null, digits: number) =>
    v === null ? '—' : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const s = corridorSummary(data.segments);
  const cards = [
    { key: 'speed', label: t('roadAnalytics.avgSpeed'), value: f.speed(s.avgSpeedKmh) || '—' },
    { key: 'ci', label: t('roadAnalytics.ci'), value: num(s.congestionIndex, 2) },
    { key: 'delay', label: t('roadAnalytics.delayVehH', { delay: term('navigation.terms.delay') }), value: num(s.delayVehHPerDay, 1) },
    { key: 'segments', label: t('roadAnalytics.segments'), value: String(s.segments) },
  ];
  return (
    <>
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
                  <Typography variant="h5" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {c.value}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('roadAnalytics.trend')}
              </Typography>
              <DailyTrendChart daily={data.daily} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('roadAnalytics.scan.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('roadAnalytics.scan.hint')}
              </Typography>
              {scan}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('roadAnalytics.bottlenecks.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('roadAnalytics.bottlenecks.hint')}
              </Typography>
              {bottlenecks ? <BottleneckTable rows={bottlenecks.bottlenecks} /> : null}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('roadAnalytics.worst')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('roadAnalytics.worstHint')}
              </Typography>
              <SegmentsTable segments={data.segments} term={term} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
}
