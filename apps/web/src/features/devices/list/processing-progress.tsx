import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { progressOfStatus } from './progress-of-status.ts';

/** Processing progress bar of one sensor row (core §4), labelled with the status. */
export function ProcessingProgress({ status }: { status: string }) {
  const { t } = useTranslation();
  const p = progressOfStatus(status);
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
