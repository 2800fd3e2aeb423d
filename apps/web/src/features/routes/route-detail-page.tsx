import { Box, Breadcrumbs, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ObjectTabs } from '../../components/object-tabs/object-tabs.tsx';
import { ObjectPageLoading, ObjectPageMissing } from '../../components/object-page/object-page-state.tsx';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { PeriodToggle, TrafficCharts, useChartPeriod } from '../../components/charts/traffic-charts.tsx';
import { useRoute, useRouteIntervals, useRouteTypical } from './api/get-route.ts';
import { LowConfidenceChip, TrustedValue } from '../../components/charts/trusted-value.tsx';
import { useLinkOptions } from './api/link-options.ts';
import { useFormat } from '../../lib/format/index.ts';

const secs = (v: number | null | undefined) => (v == null ? '—' : `${Math.round(v)} s`);

/** A route (dashboard/routes/:id): its chain of links, current totals, charts and the weekday × hour heatmap. */
export function RouteDetailPage() {
  const { t } = useTranslation();
  const { distance } = useFormat();
  const session = useOptionalSession();
  const id = Number(useParams().id);
  const period = useChartPeriod();
  const route = useRoute(id);
  const links = useLinkOptions();
  const intervals = useRouteIntervals(route.data ? id : 0, period.from, period.to);
  const typical = useRouteTypical(route.data ? id : 0, period.from, period.to);

  if (route.isPending && id > 0) return <ObjectPageLoading />;
  if (!route.data) return <ObjectPageMissing id={id} error={route.error} listTo="/dashboard/routes" texts="routesArea" />;
  const r = route.data;
  const names = new Map((links.data ?? []).map((l) => [l.id, l.name]));
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }} data-testid="detail-title">
          {r.name}
        </Typography>
        <PeriodToggle week={period.week} onChange={period.setWeek} />
        {session?.hasPermission('Platform|change_routes') && (
          <Button variant="outlined" component={RouterLink} to={`/dashboard/routes/${r.id}/edit`}>
            {t('routesArea.edit')}
          </Button>
        )}
      </Stack>
      <ObjectTabs base={`/dashboard/routes/${r.id}`} showAlerts={session?.hasPermission('Platform|view_alerts') ?? false} />
      <Breadcrumbs separator="→" sx={{ mb: 1 }} aria-label={t('routesArea.chain')} data-testid="route-chain">
        {r.link_ids.map((lid) => (
          <MuiLink key={lid} component={RouterLink} to={`/dashboard/links/${lid}`} variant="body2">
            {names.get(lid) ?? `#${lid}`}
          </MuiLink>
        ))}
      </Breadcrumbs>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }} data-testid="detail-values">
        <Chip size="small" label={`${t('routesArea.length')}: ${distance(r.length_m)}`} />
        <Chip
          size="small"
          label={
            <>
              {t('routesArea.travelTime')}:{' '}
              <TrustedValue
                text={r.current?.travel_time_s != null ? secs(r.current.travel_time_s) : null}
                samples={r.current?.count}
                confidence={r.current?.confidence}
                showCount
              />
            </>
          }
        />
        {r.current?.travel_time_s != null && <LowConfidenceChip samples={r.current.count} confidence={r.current.confidence} />}
        <Chip size="small" label={`${t('routesArea.typical')}: ${secs(r.current?.typical_s)}`} />
        <Chip size="small" label={`${t('routesArea.freeFlow')}: ${secs(r.current?.free_flow_s)}`} />
        <Chip size="small" label={`${t('routesArea.delay')}: ${secs(r.current?.delay_s)}`} />
      </Stack>
      <TrafficCharts
        rows={intervals.data}
        isPending={intervals.isPending}
        isError={intervals.isError}
        period={{ from: period.from, to: period.to }}
        typical={typical.data}
        freeFlow={r.current?.free_flow_s ?? null}
        lengthM={r.length_m}
      />
    </Box>
  );
}
