import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DeviceTaskCounts } from '@roadlens/contract';
import { progressOfStatus } from './progress-of-status.ts';

/** Processing progress bar of one sensor row, labelled with the status; exact while the latest run's counts are known. */
export function ProcessingProgress({ status, counts }: { status: string; counts?: DeviceTaskCounts | null }) {
  const { t } = useTranslation();
  const p = progressOfStatus(status, counts);
  const label = t(`sensorsList.processingStatus.${status}`, { defaultValue: status });
  return (
    <Box sx={{ width: '100%', py: 0.5 }} data-testid="processing-progress" data-status={status}>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.4 }}>
        {label}
        {p.percent !== null && ` · ${p.percent} %`}
      </Typography>
      <LinearProgress
        variant={p.percent === null ? 'indeterminate' : 'determinate'}
        value={p.percent ?? undefined}
        color={p.color}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
