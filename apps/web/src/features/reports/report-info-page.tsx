import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useFormat } from '../../lib/format/index.ts';
import { useReport, useReportProgress, useReportRun } from './api/reports-api.ts';
import { describePeriod, describeSchedule } from './components/describe.ts';
import { RunDownloads } from './components/run-downloads.tsx';
import { RunHistory } from './components/run-history.tsx';
import { RunStatus } from './components/run-status.tsx';

/**
 * /dashboard/report/:id/info — one generation of a report (where the "ready" notification leads):
 * the report's details, the run's state with a live progress bar, and a download per format.
 */
export function ReportInfoPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().id ?? 0);
  const run = useReportRun(id);
  const report = useReport(run.data?.report_id);
  useReportProgress();

  if (run.isPending) return <CircularProgress sx={{ m: 3 }} aria-label={t('reports.loading')} />;
  if (run.isError) {
    const missing = run.error instanceof ApiError && run.error.status === 404;
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        <Alert severity={missing ? 'warning' : 'error'} data-testid="report-info-error">
          {t(missing ? 'reports.info.notFound' : 'reports.info.loadError')}
        </Alert>
        <Button component={RouterLink} to="/dashboard/reports" sx={{ mt: 1 }}>
          {t('reports.info.back')}
        </Button>
      </Box>
    );
  }
  const r = run.data;
  const details = report.data;
  const row = (label: string, value: string, testId?: string) => (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '110px minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
        gap: { xs: 1, sm: 2 },
        py: 0.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1000 }} data-testid="report-info-page">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('reports.info.title', { name: r.report_name })}
        </Typography>
        <Button component={RouterLink} to="/dashboard/reports" data-testid="report-info-back">
          {t('reports.info.back')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ mb: 1.5 }}>
          <RunStatus run={r} />
        </Box>
        {r.status === 'failed' && r.error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {t('reports.info.error', { error: r.error })}
          </Alert>
        )}
        {row(t('reports.info.source'), t(`reports.source.${r.source}`))}
        {row(t('reports.info.period'), t('reports.period.range', { from: r.period.from, to: r.period.to }), 'report-info-period')}
        {row(t('reports.info.zone'), r.time_zone)}
        {row(t('reports.info.trigger'), t(r.trigger === 'schedule' ? 'reports.info.triggerSchedule' : 'reports.info.triggerManual'))}
        {row(t('reports.info.created'), f.dateTime(r.created_at))}
        {r.finished_at && row(t('reports.info.finished'), f.dateTime(r.finished_at))}
        {details && (
          <>
            {row(
              t('reports.info.objects'),
              details.objects.map((o) => `${t(`reports.kind.${o.kind}`)}: ${o.name}`).join(', '),
              'report-info-objects',
            )}
            {row(t('reports.info.metrics'), details.metrics.map((m) => t(`reports.metric.${m}`)).join(', '))}
            {row(t('reports.info.schedule'), `${describeSchedule(details.schedule, t)} · ${describePeriod(details.period, t)}`)}
            {row(t('reports.info.owner'), details.owner ? details.owner.name || details.owner.email : '—')}
            {row(t('reports.info.recipients'), details.recipients.map((u) => u.name || u.email).join(', ') || '—')}
          </>
        )}
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('reports.info.downloads')}
      </Typography>
      <RunDownloads run={r} />
      {details && <RunHistory reportId={details.id} current={r.id} />}
    </Box>
  );
}
