import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useDevice } from './api/get-device.ts';
import { CommandsTab } from './components/commands-tab.tsx';
import { ConfigTab } from './components/config-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { RecordsTab } from './components/records-tab.tsx';

const TABS = ['overview', 'configuration', 'commands', 'records'] as const;
type TabKey = (typeof TABS)[number];

/** A sensor (dashboard/devices/:id) with tabs; the open tab is in the URL. Unknown ids show a 404 state. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'overview';
  const device = useDevice(id);

  if (device.isPending && Number.isInteger(id) && id > 0)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (!device.data) {
    const notFound = !(id > 0) || (device.error instanceof ApiError && device.error.status === 404);
    return (
      <Box sx={{ p: 3 }} data-testid={notFound ? 'not-found' : 'load-error'}>
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            <Button component={RouterLink} to="/dashboard/devices">
              {t('sensors.backToList')}
            </Button>
          }
        >
          {notFound ? `${t('sensors.notFound')} ${t('sensors.notFoundHint')}` : t('sensors.loadError')}
        </Alert>
      </Box>
    );
  }
  const d = device.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="h5">{d.name}</Typography>
        <Typography color="text.secondary">{d.serial}</Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => setParams({ tab: v }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((k) => (
          <Tab key={k} value={k} label={t(`sensors.tabs.${k}`)} />
        ))}
      </Tabs>
      {tab === 'overview' && <OverviewTab device={d} />}
      {tab === 'configuration' && <ConfigTab device={d} />}
      {tab === 'commands' && <CommandsTab device={d} />}
      {tab === 'records' && <RecordsTab deviceId={d.id} serial={d.serial} />}
    </Box>
  );
}
