import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReportRun } from '@roadlens/contract/reports';

const COLOR = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** A run's state: a chip, and while it is queued or running a progress bar with its percentage. */
export function RunStatus({ run }: { run: Pick<ReportRun, 'status' | 'progress'> | null }) {
  const { t } = useTranslation();
  if (!run) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="run-status" data-status="none">
        {t('reports.status.never')}
      </Typography>
    );
  }
  const active = run.status === 'queued' || run.status === 'running';
  const progress = Math.max(0, Math.min(100, run.progress));
  const label = t(`reports.status.${run.status}`, { progress });
  return (
    <Stack sx={{ gap: 0.5, minWidth: 0 }} data-testid="run-status" data-status={run.status}>
      <Box>
        <Chip size="small" color={COLOR[run.status]} variant={active ? 'outlined' : 'filled'} label={label} />
      </Box>
      {active && (
        <LinearProgress
          variant={run.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={progress}
          aria-label={label}
          data-testid="run-progress"
          data-progress={progress}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Stack>
  );
}
