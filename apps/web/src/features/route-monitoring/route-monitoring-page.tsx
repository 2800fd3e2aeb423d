import { useState } from 'react';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLiveRouteMonitoring, useMonitoredRoutes, useRouteHistory } from './api/route-monitoring.ts';
import { RouteMap } from './components/route-map.tsx';
import { RouteList } from './components/route-list.tsx';
import { HistoryChart } from './components/history-chart.tsx';
import { DELAY_BANDS, NO_VALUE_COLOR } from './delay-color.ts';

/**
 * /dashboard/route-monitoring-map — every route on the map in its delay colour, a side list with the
 * live figures, and the chosen route's last day against its typical week.
 */
export function RouteMonitoringPage() {
  const { t } = useTranslation();
  const routes = useMonitoredRoutes();
  useLiveRouteMonitoring();
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? routes.data?.[0]?.id ?? null;
  const history = useRouteHistory(selected);
  const route = routes.data?.find((r) => r.id === selected);

  if (routes.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (routes.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('routeMonitoring.loadError')}
      </Alert>
    );
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' }, gap: 1.5, p: { xs: 1, sm: 2 } }}
      data-testid="route-monitoring-page"
    >
      <Box>
        <Paper
          variant="outlined"
          sx={{ height: { xs: 320, md: 480 }, overflow: 'hidden', position: 'relative' }}
          data-testid="route-monitoring-map"
        >
          <RouteMap routes={routes.data} selected={selected} onSelect={setPicked} />
          <Paper
            sx={{
              position: 'absolute',
              bottom: 8,
              left: 8,
              px: 1,
              py: 0.5,
              display: 'flex',
              columnGap: 1,
              flexWrap: 'wrap',
              maxWidth: 'calc(100% - 56px)',
            }}
            elevation={2}
          >
            <Typography variant="caption" sx={{ fontWeight: 500 }}>
              {t('routeMonitoring.legend')}
            </Typography>
            {DELAY_BANDS.map((b) => (
              <Typography key={b.key} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Box sx={{ width: 14, height: 4, bgcolor: b.color }} />
                {t(`routeMonitoring.band.${b.key}`)}
              </Typography>
            ))}
            <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 14, height: 4, bgcolor: NO_VALUE_COLOR }} />
              {t('routeMonitoring.noValue')}
            </Typography>
          </Paper>
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5, mt: 1.5 }}>
          <Typography variant="subtitle1">
            {route ? t('routeMonitoring.history', { name: route.name }) : t('routeMonitoring.pick')}
          </Typography>
          {history.data && <HistoryChart points={history.data} />}
          {history.isPending && selected !== null && <CircularProgress size={20} />}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ maxHeight: { md: 'calc(100vh - 120px)' }, overflow: 'auto' }}>
        {routes.data.length === 0 ? (
          <Alert severity="info">{t('routeMonitoring.empty')}</Alert>
        ) : (
          <RouteList routes={routes.data} selected={selected} onSelect={setPicked} />
        )}
      </Paper>
    </Box>
  );
}
