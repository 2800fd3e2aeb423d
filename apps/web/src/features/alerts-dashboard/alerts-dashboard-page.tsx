import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeviceHealth } from '@roadlens/contract/device-health';
import { useDeviceHealth } from './api/device-health.ts';
import { useFormat } from '../../lib/format/index.ts';

const CHIP = { offline: 'error', silent: 'warning', low_rate: 'info' } as const;

/**
 * Current problems (dashboard/main/alerts): until alert rules exist, device health — sensors that
 * are offline, silent, or detecting far below their usual rate for this hour of the week.
 */
export function AlertsDashboardPage() {
  const { t } = useTranslation();
  const health = useDeviceHealth();
  const { dateTime } = useFormat();
  if (health.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (health.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button onClick={() => void health.refetch()}>{t('alertsDashboard.retry')}</Button>}>
          {t('alertsDashboard.loadError')}
        </Alert>
      </Box>
    );
  const { counts, problems } = health.data;
  const detail = (d: DeviceHealth) =>
    d.problem === 'low_rate'
      ? t('alertsDashboard.rate', { rate: d.rate_per_hour, usual: d.usual_per_hour })
      : d.last_seen
        ? t('alertsDashboard.lastSeen', { when: dateTime(d.last_seen) })
        : t('alertsDashboard.never');
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5">{t('alertsDashboard.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('alertsDashboard.subtitle')}
      </Typography>
      <Stack direction="row" sx={{ gap: { xs: 1, sm: 2 }, mb: 2, flexWrap: 'wrap' }}>
        {(['offline', 'silent', 'low_rate', 'healthy'] as const).map((k) => (
          <Card key={k} sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 140 }, flex: { xs: 1, sm: 'none' } }} data-testid={`health-${k}`}>
            <CardContent>
              <Typography variant="h4">{counts[k]}</Typography>
              <Typography color="text.secondary">{t(`alertsDashboard.${k}`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {problems.length === 0 ? (
        // With no sensors at all, "every sensor reports" would be true but misleading.
        counts.healthy === 0 ? (
          <Alert severity="info">{t('alertsDashboard.noSensors')}</Alert>
        ) : (
          <Alert severity="success">{t('alertsDashboard.none')}</Alert>
        )
      ) : (
        <Card>
          <List dense>
            {problems.map((d) => (
              <ListItemButton key={d.id} component={RouterLink} to={`/dashboard/devices/${d.id}`} data-testid={`problem-${d.problem}`}>
                <ListItemText primary={`${d.name} (${d.serial})`} secondary={detail(d)} />
                <Chip size="small" color={CHIP[d.problem!]} label={t(`alertsDashboard.${d.problem}`)} />
              </ListItemButton>
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
