import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Report } from '@roadlens/contract/reports';
import { isActive } from '../api/reports-api.ts';
import { describePeriod, describeSchedule, inZone } from './describe.ts';
import { RunStatus } from './run-status.tsx';

/** One report in the list: what it covers, when it runs next, how its last run went, and what the user may do with it. */
export function ReportRow({
  report,
  canChange,
  onGenerate,
  onEdit,
  onDelete,
  generating,
}: {
  report: Report;
  canChange: boolean;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
  generating: boolean;
}) {
  const { t } = useTranslation();
  const run = report.last_run;
  const fact = (label: string, value: string, testId: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="report-row" data-report-id={report.id}>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{report.name}</Typography>
          <Chip size="small" variant="outlined" label={t(`reports.source.${report.source}`)} />
          {report.formats.map((f) => (
            <Chip key={f} size="small" label={t(`reports.format.${f}`)} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${t('reports.row.objects', { count: report.objects.length })} · ${describePeriod(report.period, t)}`}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {fact(t('reports.row.schedule'), describeSchedule(report.schedule, t), 'report-schedule')}
          {fact(t('reports.row.nextRun'), inZone(report.next_run_at, report.effective_time_zone, t), 'report-next-run')}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('reports.row.lastRun')}
            </Typography>
            <RunStatus run={run} />
          </Box>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {run && (
            <Button size="small" component={RouterLink} to={`/dashboard/report/${run.id}/info`} data-testid="report-open">
              {t('reports.open')}
            </Button>
          )}
          {canChange && (
            <>
              <Button
                size="small"
                variant="outlined"
                onClick={onGenerate}
                disabled={generating || isActive(run)}
                data-testid="report-generate"
              >
                {t('reports.generate')}
              </Button>
              <Button size="small" onClick={onEdit} data-testid="report-edit">
                {t('reports.edit')}
              </Button>
              <Button size="small" color="error" onClick={onDelete} data-testid="report-delete">
                {t('reports.delete')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
