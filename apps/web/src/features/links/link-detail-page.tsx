import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useLink } from './api/get-link.ts';
import { useLinkIntervals } from './api/link-intervals.ts';
import { SpeedChart, TravelTimeChart, WeekdayHourHeatmap } from './components/link-charts.tsx';

const DAY = 86400;

/** A link (dashboard/links/:id): charts over 24 h or 7 days (period in the URL) and the weekday × hour heatmap. */
export function LinkDetailPage() {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const unit = session?.me.measures.speed ?? 'km__hr';
  const timeZone = session?.me.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const days = params.get('period') === 'week' ? 7 : 1;
  const link = useLink(id);
  // Rounded to the minute so the query key is stable across renders.
  const [to] = useState(() => Math.ceil(Date.now() / 60_000) * 60);
  const intervals = useLinkIntervals(link.data ? id : 0, to - days * DAY, to);

  if (link.isPending && id > 0)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (!link.data) {
    const notFound = !(id > 0) || (link.error instanceof ApiError && link.error.status === 404);
    return (
      <Box sx={{ p: 3 }} data-testid={notFound ? 'not-found' : 'load-error'}>
        <Alert severity={notFound ? 'warning' : 'error'} action={<Button component={RouterLink} to="/dashboard/links">{t('linksArea.backToList')}</Button>}>
          {notFound ? `${t('linksArea.notFound')} ${t('linksArea.notFoundHint')}` : t('linksArea.loadError')}
        </Alert>
      </Box>
    );
  }
  const rows = intervals.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {link.data.name}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days === 7 ? 'week' : 'day'} onChange={(_, v: string | null) => v && setParams({ period: v }, { replace: true })} aria-label={t('linksArea.range')}>
          <ToggleButton value="day">{t('linksArea.day')}</ToggleButton>
          <ToggleButton value="week">{t('linksArea.week')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {intervals.isPending ? (
        <CircularProgress />
      ) : intervals.isError ? (
        <Alert severity="error">{t('linksArea.loadError')}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('linksArea.noIntervals')}</Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="subtitle1">{t('linksArea.travelTimeChart')}</Typography>
            <TravelTimeChart link={link.data} rows={rows} />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <Typography variant="subtitle1">{t('linksArea.speedChart', { unit: unit === 'mi__hr' ? 'mph' : 'km/h' })}</Typography>
            <SpeedChart rows={rows} unit={unit} />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <WeekdayHourHeatmap rows={rows} timeZone={timeZone} />
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
