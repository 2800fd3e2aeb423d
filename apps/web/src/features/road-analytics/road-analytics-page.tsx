import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useSearchParams } from '../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import { ROAD_ANALYTICS_PERIODS } from '@roadlens/contract/road-analytics';
import { useSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { useTerm } from '../../lib/terminology.ts';
import { periodOf, useRoadAnalytics } from './api/get-road-analytics.ts';
import { useBottlenecks, type Bin } from './api/traffic-stats.ts';
import { TrafficStatsBody } from './components/traffic-stats-body.tsx';
import { ScanPanel } from './components/scan-panel.tsx';
import { ShareDialog } from './components/share-dialog.tsx';
import { localDate } from './local-date.ts';

const PORT = 1;

/**
 * /dashboard/road-analytics — Traffic Stats over the company's sensor links and provider segments:
 * the period, route, day and bin come from the address, so the view can be shared as it is.
 */
export function RoadAnalyticsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const f = useFormat();
  const term = useTerm(me.company.application_type === PORT);
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState(false);
  const days = periodOf(params.get('days'));
  const routeId = Number(params.get('route')) > 0 ? Number(params.get('route')) : null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : localDate(new Date(), f.timeZone);
  const bin = ([5, 15, 60] as const).find((b) => String(b) === params.get('bin')) ?? 15;
  const q = useRoadAnalytics(days);
  const bottlenecks = useBottlenecks(days);
  const set = (entries: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(entries))
          if (v === null) p.delete(k);
          else p.set(k, v);
        return p;
      },
      { replace: true },
    );

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h1">
          {t('roadAnalytics.title')}
        </Typography>
        <Typography color="text.secondary">{t('roadAnalytics.subtitle')}</Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={t('roadAnalytics.period')}
        onChange={(_, v: number | null) => v && set({ days: String(v) })}
      >
        {ROAD_ANALYTICS_PERIODS.map((d) => (
          <ToggleButton key={d} value={d} data-testid={`period-${d}`}>
            {t('roadAnalytics.lastDays', { count: d })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setSharing(true)} data-testid="share-open">
        {t('roadAnalytics.share.open')}
      </Button>
    </Stack>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="road-analytics-page">
      {header}
      {q.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('roadAnalytics.loading')} />
        </Box>
      ) : q.isError ? (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>{t('roadAnalytics.retry')}</Button>}>
          {t('roadAnalytics.loadError')}
        </Alert>
      ) : (
        <TrafficStatsBody
          data={q.data}
          bottlenecks={bottlenecks.data}
          term={term}
          scan={
            <ScanPanel
              routeId={routeId}
              date={date}
              bin={bin}
              onChange={(n) =>
                set({
                  ...(n.route !== undefined ? { route: n.route === null ? null : String(n.route) } : {}),
                  ...(n.date ? { date: n.date } : {}),
                  ...(n.bin ? { bin: String(n.bin) } : {}),
                })
              }
            />
          }
        />
      )}
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        params={{ days, route_id: routeId, date: routeId === null ? null : date, bin: bin as Bin }}
      />
    </Box>
  );
}
