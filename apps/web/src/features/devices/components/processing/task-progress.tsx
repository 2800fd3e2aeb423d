import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TaskProgress as Progress } from '@roadlens/contract/devices';
import { taskDone } from '../../api/processing.ts';

/** State label for the derived progress state (a revoked run reads Cancelled). */
function stateKey(p: Progress, cancelled: boolean): string {
  if (cancelled && p.tasks.failed > 0 && taskDone(p)) return 'cancelled';
  return (
    { idle: 'idle', queued: 'queued', processing: 'processing', finished: 'processing_finished', failed: 'processing_failed' }[p.state] ??
    p.state
  );
}

/** Live progress of an experimental run (percent) with a cancel button while it runs. */
export function TaskProgress({
  progress,
  cancelled,
  cancelling,
  onCancel,
}: {
  progress: Progress;
  cancelled: boolean;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const done = taskDone(progress);
  const key = stateKey(progress, cancelled);
  const color = progress.color === 'success' ? 'success' : progress.color === 'warning' ? 'warning' : 'primary';
  return (
    <Stack sx={{ gap: 1 }} data-testid="task-progress">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            color={color}
            sx={{ height: 10, borderRadius: 5 }}
            aria-label={t('sensors.progress')}
          />
        </Box>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }} data-testid="task-percent">
          {progress.percent} %
        </Typography>
        {!done && (
          <Button size="small" color="warning" variant="outlined" onClick={onCancel} disabled={cancelling}>
            {t('sensors.processing.cancel')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="task-state">
        {t(`sensors.processingStatus.${key}`)} · {t('sensors.processing.tasks', progress.tasks)}
      </Typography>
      {done && key === 'processing_failed' && <Alert severity="warning">{t('sensors.processing.failed')}</Alert>}
      {done && key === 'cancelled' && <Alert severity="info">{t('sensors.processing.cancelledHint')}</Alert>}
    </Stack>
  );
}
