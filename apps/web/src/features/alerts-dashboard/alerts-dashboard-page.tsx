import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deviceStatus } from '../../components/map/device-status.ts';
import { useAllDevices } from './api/list-all-devices.ts';

/** Current problems (dashboard/main/alerts): until alert rules exist, sensors that are offline or silent. */
export function AlertsDashboardPage() {
  const { t } = useTranslation();
  const devices = useAllDevices();
  if (devices.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (devices.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button onClick={() => void devices.refetch()}>{t('alertsDashboard.retry')}</Button>}>
          {t('alertsDashboard.loadError')}
        </Alert>
      </Box>
    );
  // Judged as of the last fetch (refreshed each minute), which keeps rendering pure.
  const now = devices.dataUpdatedAt;
  const withStatus = devices.data.map((d) => ({ d, s: deviceStatus(d.last_seen, now) }));
  const problems = withStatus.filter((x) => x.s !== 'online');
  const counts = { offline: 0, silent: 0, healthy: 0 };
  for (const x of withStatus) counts[x.s === 'online' ? 'healthy' : x.s] += 1;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5">{t('alertsDashboard.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('alertsDashboard.subtitle')}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {(['offline', 'silent', 'healthy'] as const).map((k) => (
          <Card key={k} sx={{ minWidth: 140 }} data-testid={`health-${k}`}>
            <CardContent>
              <Typography variant="h4">{counts[k]}</Typography>
              <Typography color="text.secondary">{t(`alertsDashboard.${k}`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {problems.length === 0 ? (
        <Alert severity="success">{t('alertsDashboard.none')}</Alert>
      ) : (
        <Card>
          <List dense>
            {problems.map(({ d, s }) => (
              <ListItemButton key={d.id} component={RouterLink} to={`/dashboard/devices/${d.id}`}>
                <ListItemText
                  primary={`${d.name} (${d.serial})`}
                  secondary={d.last_seen ? t('alertsDashboard.lastSeen', { when: new Date(d.last_seen).toLocaleString() }) : t('alertsDashboard.never')}
                />
                <Chip size="small" color={s === 'offline' ? 'error' : 'warning'} label={t(`alertsDashboard.${s}`)} />
              </ListItemButton>
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
