import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '@roadlens/contract/activities';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useActivity } from './api/activities-api.ts';
import { ActivityFacts } from './components/activity-facts.tsx';
import { DecisionPanel } from './components/decision-panel.tsx';

const STATUS_COLOR: Record<ActivityStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/**
 * /dashboard/activity/:id/info — where an activity's notification leads: a known truck's terminal
 * visit with its appointment, gate and yard times, and the operator's decision on it.
 */
export function ActivityInfoPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const id = Number(useParams().id);
  const q = useActivity(Number.isInteger(id) ? id : 0);

  if (!Number.isInteger(id) || id < 1 || (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400)))
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{t('activities.notFound')}</Alert>
      </Box>
    );
  if (q.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{t('activities.loadError')}</Alert>
      </Box>
    );
  if (q.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('activities.loading')} />
      </Box>
    );
  const a = q.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 }, maxWidth: 900 }} data-testid="activity-page">
      <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {t('activities.title', { id: a.id })}
        </Typography>
        <Chip color={STATUS_COLOR[a.status]} label={t(`activities.status.${a.status}`)} data-testid="activity-status" />
      </Stack>
      <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {t('activities.visit')}
        </Typography>
        <ActivityFacts activity={a} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('activities.decision')}
        </Typography>
        <DecisionPanel activity={a} canDecide={hasPermission('Platform|change_activities')} />
      </Paper>
    </Box>
  );
}
