import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ObjectTabs } from '../../components/object-tabs/object-tabs.tsx';
import { ObjectPageLoading, ObjectPageMissing } from '../../components/object-page/object-page-state.tsx';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { PeriodToggle, TrafficCharts, useChartPeriod } from '../../components/charts/traffic-charts.tsx';
import { useLink } from './api/get-link.ts';
import { useLinkIntervals } from './api/link-intervals.ts';
import { useLinkTypical } from './api/link-typical.ts';
import { LowConfidenceChip, TrustedValue } from '../../components/charts/trusted-value.tsx';
import { useFormat } from '../../lib/format/index.ts';

/** A link (dashboard/links/:id): charts over 24 h or 7 days (period in the URL) and the weekday × hour heatmap. */
export function LinkDetailPage() {
  const { t } = useTranslation();
  const { distance, seconds } = useFormat();
  const session = useOptionalSession();
  const id = Number(useParams().id);
  const period = useChartPeriod();
  const link = useLink(id);
  const intervals = useLinkIntervals(link.data ? id : 0, period.from, period.to);
  const typical = useLinkTypical(link.data ? id : 0, period.from, period.to);

  if (link.isPending && id > 0) return <ObjectPageLoading />;
  if (!link.data) return <ObjectPageMissing id={id} error={link.error} listTo="/dashboard/links" texts="linksArea" />;
  const l = link.data;
  const c = l.current;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }} data-testid="detail-title">
          {l.name}
        </Typography>
        <PeriodToggle week={period.week} onChange={period.setWeek} />
        {session?.hasPermission('Platform|change_links') && (
          <Button variant="outlined" component={RouterLink} to={`/dashboard/links/${l.id}/edit`}>
            {t('linksArea.edit')}
          </Button>
        )}
      </Stack>
      <ObjectTabs base={`/dashboard/links/${l.id}`} showAlerts={session?.hasPermission('Platform|view_alerts') ?? false} />
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }} data-testid="detail-values">
        <Chip
          size="small"
          label={
            <>
              {t('linksArea.travelTime')}:{' '}
              <TrustedValue
                text={c?.travel_time_s != null ? seconds(c.travel_time_s) : null}
                samples={c?.count}
                confidence={c?.confidence}
                showCount
              />
            </>
          }
        />
        {c?.travel_time_s != null && <LowConfidenceChip samples={c.count} confidence={c.confidence} />}
        <Chip size="small" label={`${t('linksArea.typical')}: ${c?.typical_s != null ? seconds(c.typical_s) : '—'}`} />
        <Chip size="small" label={`${t('linksArea.length')}: ${distance(l.length_m)}`} />
        <Chip
          size="small"
          label={`${t('linksArea.freeFlow')}: ${l.current?.free_flow_s != null ? `${Math.round(l.current.free_flow_s)} s` : '—'}`}
        />
        <Chip size="small" label={`σ ${l.filter.sigma} · B ${l.filter.b_value} · ${t('linksArea.trend')} ${l.filter.trend_threshold}`} />
      </Stack>
      <TrafficCharts
        rows={intervals.data}
        isPending={intervals.isPending}
        isError={intervals.isError}
        period={{ from: period.from, to: period.to }}
        typical={typical.data}
        freeFlow={l.current?.free_flow_s ?? l.free_flow_s}
        lengthM={l.length_m}
      />
    </Box>
  );
}
