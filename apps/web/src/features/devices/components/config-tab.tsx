import { useMemo, useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateConfig } from '../api/update-config.ts';
import { DEFAULT_CONFIG, outOfBounds, parseSetting } from '../config-validation.ts';

/** One plugin's settings as a form; bounded settings are checked before saving. */
function PluginForm({
  device,
  tab,
  plugin,
  settings,
  defaults,
}: {
  device: Device;
  tab: string;
  plugin: string;
  settings: Record<string, unknown>;
  defaults: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateConfig(device.id);
  const [values, setValues] = useState(() =>
    Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v ?? '')])),
  );
  const parsed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, parseSetting(k, v, settings[k])]));
  const errors = Object.fromEntries(
    Object.entries(parsed)
      .map(([k, v]) => [k, outOfBounds(k, v)] as const)
      .filter(([, b]) => b)
      .map(([k, b]) => [k, t('sensors.config.range', b!)]),
  );
  const server = save.error instanceof ApiError ? save.error : null;
  const label = (k: string) => (['sigma', 'b_value', 'trend_threshold'].includes(k) ? t(`sensors.config.${k}`) : k);
  return (
    <Card variant="outlined">
      <CardHeader
        title={plugin}
        slotProps={{ title: { variant: 'subtitle1' } }}
        action={
          defaults ? (
            <Chip size="small" variant="outlined" label={t('sensors.config.defaultChip')} data-testid="config-defaults" />
          ) : undefined
        }
      />
      <CardContent>
        <Stack
          component="form"
          sx={{ gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { tab, plugin, data: parsed },
              { onSuccess: () => enqueueSnackbar(t('sensors.config.saved'), { variant: 'success' }) },
            );
          }}
        >
          {Object.keys(values).map((k) => (
            <TextField
              key={k}
              label={label(k)}
              name={k}
              value={values[k]}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
              error={Boolean(errors[k] || server?.fieldErrors[k])}
              helperText={errors[k] ?? server?.fieldErrors[k]?.[0]}
              size="small"
            />
          ))}
          {server && !Object.keys(server.fieldErrors).some((k) => k in values) && <Alert severity="error">{server.message}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={Object.keys(errors).length > 0 || save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('sensors.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Configuration split by tab, then plugin; a sensor with none shows the defaults it runs with, marked as such. */
export function ConfigTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const empty = Object.keys(device.config).length === 0;
  const config = useMemo(() => (empty ? DEFAULT_CONFIG : device.config), [device.config, empty]) as Device['config'];
  const tabs = Object.keys(config);
  const [tab, setTab] = useState(tabs[0]);
  const current = config[tab] ?? {};
  return (
    <Stack sx={{ gap: 2 }}>
      {empty && <Alert severity="info">{t('sensors.config.defaults')}</Alert>}
      <Tabs value={tab} onChange={(_, v: string) => setTab(v)} variant="scrollable" aria-label={t('sensors.config.tab')}>
        {tabs.map((k) => (
          <Tab key={k} value={k} label={k} />
        ))}
      </Tabs>
      {Object.entries(current).map(([plugin, settings]) => (
        <PluginForm key={`${tab}/${plugin}`} device={device} tab={tab} plugin={plugin} settings={settings} defaults={empty} />
      ))}
    </Stack>
  );
}
