import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/format/index.ts';
import { useReportRuns } from '../api/reports-api.ts';
import { RunStatus } from './run-status.tsx';

/** The report's other runs, newest first, each opening its own info page. */
export function RunHistory({ reportId, current }: { reportId: number; current: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const runs = (useReportRuns(reportId).data ?? []).filter((r) => r.id !== current).slice(0, 10);
  if (runs.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('reports.info.runs')}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {runs.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1 }} data-testid="report-run">
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Link component={RouterLink} to={`/dashboard/report/${r.id}/info`} sx={{ flex: 1 }}>
                {`${f.dateTime(r.created_at)} · ${t('reports.period.range', { from: r.period.from, to: r.period.to })}`}
              </Link>
              <RunStatus run={r} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
