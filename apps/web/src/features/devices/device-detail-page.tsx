import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ObjectPageLoading, ObjectPageMissing } from '../../components/object-page/object-page-state.tsx';
import { useTimeRange } from './api/device-data.ts';
import { useDevice } from './api/get-device.ts';
import { CommandsTab } from './components/commands-tab.tsx';
import { ConfigTab } from './components/config-tab.tsx';
import { LogsTab } from './components/logs-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { ProcessingTab } from './components/processing-tab.tsx';
import { RadarTab } from './components/radar-tab.tsx';
import { RecordsTab } from './components/records-tab.tsx';
import { EditDeviceDialog } from './components/edit-device-dialog.tsx';
import { DeleteDeviceDialog } from './components/delete-device-dialog.tsx';
import { useOptionalSession } from '../../lib/session/session-context.tsx';

const TABS = ['overview', 'configuration', 'commands', 'records', 'processing', 'logs', 'radar'] as const;
type TabKey = (typeof TABS)[number];
/** Radar data source type. */
const RADAR = 3;

/** A sensor (dashboard/devices/:id) with tabs; the open tab is in the URL. Unknown ids show a 404 state. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'overview';
  const device = useDevice(id);
  const range = useTimeRange(id);
  const canChange = useOptionalSession()?.hasPermission('Platform|change_devices') ?? false;
  const canSeeAlerts = useOptionalSession()?.hasPermission('Platform|view_alerts') ?? false;
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (device.isPending && Number.isInteger(id) && id > 0) return <ObjectPageLoading />;
  if (!device.data) return <ObjectPageMissing id={id} error={device.error} listTo="/dashboard/devices" texts="sensors" />;
  const d = device.data;
  // The radar tab is there for radar sensors and for any sensor that has radar rows.
  const hasRadar = d.data_source_type === RADAR || range.data?.radar_data_time_range.first != null;
  const tabs = TABS.filter((k) => k !== 'radar' || hasRadar);
  const shown: TabKey = tabs.includes(tab) ? tab : 'overview';
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5">{d.name}</Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {d.serial}
        </Typography>
        {canChange && (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button variant="outlined" onClick={() => setDialog('edit')} data-testid="edit-device">
              {t('sensors.edit.open')}
            </Button>
            <Button color="error" onClick={() => setDialog('delete')} data-testid="delete-device">
              {t('sensors.edit.delete')}
            </Button>
          </Stack>
        )}
      </Stack>
      {dialog === 'edit' && <EditDeviceDialog device={d} open onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDeviceDialog device={d} open onClose={() => setDialog(null)} />}
      <Tabs
        value={shown}
        onChange={(_, v: TabKey | 'alerts') => v !== 'alerts' && setParams({ tab: v }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((k) => (
          <Tab key={k} value={k} label={t(`sensors.tabs.${k}`)} />
        ))}
        {/* The alerts are a page of their own, so an alert's notification can open them directly. */}
        {canSeeAlerts && (
          <Tab
            value="alerts"
            label={t('objectTabs.alerts')}
            component={RouterLink}
            to={`/dashboard/devices/${d.id}/alerts`}
            data-testid="tab-alerts"
          />
        )}
      </Tabs>
      {shown === 'overview' && <OverviewTab device={d} />}
      {shown === 'configuration' && <ConfigTab device={d} />}
      {shown === 'commands' && <CommandsTab device={d} />}
      {shown === 'records' && <RecordsTab deviceId={d.id} serial={d.serial} />}
      {shown === 'processing' && <ProcessingTab device={d} />}
      {shown === 'logs' && <LogsTab deviceId={d.id} />}
      {shown === 'radar' && <RadarTab deviceId={d.id} />}
    </Box>
  );
}
