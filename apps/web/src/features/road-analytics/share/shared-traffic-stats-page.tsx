import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shares } from '@roadlens/contract/endpoints/shares';
import { call } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/api/keys.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { useTerm } from '../../../lib/terminology.ts';
import { TrafficStatsBody } from '../components/traffic-stats-body.tsx';
import { ScanHeatmap } from '../components/scan-heatmap.tsx';

const statusOf = (e: unknown) => (e instanceof ApiError ? e.status : 0);

/**
 * /share/road-analytics/traffic-stats?uuid=… — a shared Traffic Stats view, read-only, for anyone
 * with the link. It loads no profile and no session: only the share's own endpoint is called.
 */
export function SharedTrafficStatsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const term = useTerm(false);
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const q = useQuery({
    queryKey: shareKeys.call(shares.trafficStats, { query: { uuid } }),
    queryFn: ({ signal }) => call(shares.trafficStats, { query: { uuid } }, { signal, silent: true }),
    enabled: uuid !== '',
    retry: false,
    refetchInterval: 300_000,
  });
  if (statusOf(q.error) === 401) return <Navigate to="/auth/sign-in" replace />;
  const gone = uuid === '' || statusOf(q.error) === 404 || statusOf(q.error) === 400;
  if (gone)
    return (
      <Box sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }} data-testid="share-gone">
        <LinkOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {t('roadAnalytics.shared.goneTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('roadAnalytics.shared.gone')}
        </Typography>
      </Box>
    );
  if (q.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={t('roadAnalytics.loading')} />
      </Box>
    );
  if (q.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{statusOf(q.error) === 429 ? t('roadAnalytics.shared.tooMany') : t('roadAnalytics.loadError')}</Alert>
      </Box>
    );
  const d = q.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1280, mx: 'auto' }} data-testid="shared-traffic-stats">
      <Stack sx={{ mb: 2, gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary">
          {d.company}
        </Typography>
        <Typography variant="h5" component="h1">
          {d.title || t('roadAnalytics.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={t('roadAnalytics.shared.readOnly')} />
          <Chip size="small" variant="outlined" label={t('roadAnalytics.lastDays', { count: d.params.days })} data-testid="shared-period" />
          <Chip size="small" variant="outlined" label={t('roadAnalytics.share.until', { at: f.dateTime(d.expires_at) })} />
        </Stack>
      </Stack>
      <TrafficStatsBody
        data={d.corridor}
        bottlenecks={d.bottlenecks}
        term={term}
        scan={
          d.scan ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('roadAnalytics.shared.scanOf', { route: d.scan.route.name, date: d.scan.date })}
              </Typography>
              <ScanHeatmap scan={d.scan} />
            </>
          ) : (
            <Typography color="text.secondary">{t('roadAnalytics.shared.noScan')}</Typography>
          )
        }
      />
    </Box>
  );
}
