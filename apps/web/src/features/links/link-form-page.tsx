import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { ApiError } from '../../lib/api-client.ts';
import { speedUnitLabel } from '../../components/map/speed.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import type { SpeedUnit } from '../../components/map/speed.ts';
import { useLink } from './api/get-link.ts';
import { usePickableSensors, useSaveLink } from './api/save-link.ts';
import { LinkFields } from './components/link-fields.tsx';
import { SensorPickerMap } from './components/sensor-picker-map.tsx';
import { distanceM, draftOf, emptyDraft, toPayload, type LinkDraft } from './link-form.ts';

const useSpeedUnit = (): SpeedUnit => {
  const me = useOptionalSession()?.me;
  return me?.measures.speed ?? me?.company?.measures.speed ?? 'km__hr';
};

/** dashboard/links/new and dashboard/links/:id/edit: the edit form waits for the link, then starts from it. */
export function LinkFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || null;
  const link = useLink(id ?? 0);
  const unit = useSpeedUnit();
  if (id && link.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (id && !link.data)
    return (
      <Box sx={{ p: 3 }} data-testid="not-found">
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/dashboard/links">
              {t('linksArea.backToList')}
            </Button>
          }
        >
          {`${t('linksArea.notFound')} ${t('linksArea.notFoundHint')}`}
        </Alert>
      </Box>
    );
  return <LinkForm id={id} initial={link.data ? draftOf(link.data, unit) : emptyDraft()} />;
}

function LinkForm({ id, initial }: { id: number | null; initial: LinkDraft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unit = useSpeedUnit();
  const sensors = usePickableSensors();
  const save = useSaveLink(id);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [lengthTyped, setLengthTyped] = useState(!!id);

  const checked = toPayload(draft, unit);
  const byId = new Map((sensors.data ?? []).map((d) => [d.id, d]));
  const error = (field: string): string | undefined => {
    if (serverErrors[field]) return serverErrors[field].join(' ');
    const code = checked.errors[field];
    if (!code || !(submitted || touched.has(field.replace('filter.', '')))) return undefined;
    return code === 'range' ? t(`linksForm.bounds.${field}`, t('linksForm.invalid')) : t(`linksForm.${code}`);
  };

  const set = (patch: Partial<LinkDraft>) => {
    let next = { ...draft, ...patch };
    if ('length_m' in patch) setLengthTyped(true);
    // A new link starts with the straight-line distance between its sensors; a typed length stays.
    const a = next.origin_device_id !== null ? byId.get(next.origin_device_id) : undefined;
    const b = next.destination_device_id !== null ? byId.get(next.destination_device_id) : undefined;
    if (!lengthTyped && !('length_m' in patch) && a?.lat != null && b?.lat != null && a.lng != null && b.lng != null) {
      next = { ...next, length_m: String(Math.round(distanceM([a.lng, a.lat], [b.lng, b.lat]))) };
    }
    if (!id && !draft.name && 'destination_device_id' in patch && a && b) next = { ...next, name: `${a.name} → ${b.name}` };
    setDraft(next);
    setTouched((s) => new Set([...s, ...Object.keys(patch)]));
    setServerErrors({});
  };
  const pick = (sensor: number) => {
    if (draft.origin_device_id === sensor) set({ origin_device_id: null });
    else if (draft.origin_device_id === null) set({ origin_device_id: sensor });
    else set({ destination_device_id: sensor });
  };

  const submit = async () => {
    setSubmitted(true);
    if (!checked.body) return;
    try {
      const saved = await save.mutateAsync(checked.body);
      void navigate(`/dashboard/links/${saved.id}`);
    } catch (e) {
      setServerErrors(e instanceof ApiError ? e.fieldErrors : {});
    }
  };
  const unknownServerError =
    save.isError && !Object.keys(serverErrors).length
      ? save.error instanceof ApiError
        ? save.error.message
        : t('linksForm.failed')
      : null;
  const sensorSelect = (field: 'origin_device_id' | 'destination_device_id') => (
    <Autocomplete<Device>
      options={sensors.data ?? []}
      loading={sensors.isPending}
      value={(draft[field] !== null && byId.get(draft[field]!)) || null}
      onChange={(_, v) => set({ [field]: v?.id ?? null })}
      getOptionLabel={(d) => `${d.name} (${d.serial})`}
      renderInput={(p) => (
        <TextField {...p} label={t(`linksForm.${field}`)} error={!!error(field)} helperText={error(field)} name={field} />
      )}
      fullWidth
    />
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {id ? t('linksForm.editTitle') : t('linksForm.createTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
        <Paper
          component="form"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void submit())}
          sx={{ p: 2, flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label={t('linksForm.name')}
            name="name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={!!error('name')}
            helperText={error('name')}
            required
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.source}
            onChange={(_, v: LinkDraft['source'] | null) => v && set({ source: v })}
          >
            <ToggleButton value="sensors">{t('linksForm.bySensors')}</ToggleButton>
            <ToggleButton value="provider">{t('linksForm.byProvider')}</ToggleButton>
          </ToggleButtonGroup>
          {draft.source === 'sensors' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              {sensorSelect('origin_device_id')}
              {sensorSelect('destination_device_id')}
            </Stack>
          ) : (
            <TextField
              label={t('linksForm.provider_segment')}
              name="provider_segment"
              value={draft.provider_segment}
              onChange={(e) => set({ provider_segment: e.target.value })}
              error={!!error('provider_segment')}
              helperText={error('provider_segment') ?? t('linksForm.providerHint')}
            />
          )}
          <LinkFields draft={draft} set={set} error={error} unitLabel={speedUnitLabel(unit)} />
          {unknownServerError && <Alert severity="error">{unknownServerError}</Alert>}
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={id ? `/dashboard/links/${id}` : '/dashboard/links'}>
              {t('linksForm.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending || (submitted && !checked.body)}>
              {t('linksForm.save')}
            </Button>
          </Stack>
        </Paper>
        {draft.source === 'sensors' && (
          <Paper
            sx={{ flex: 1, minHeight: { xs: 320, md: 520 }, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
            data-testid="sensor-picker"
          >
            <Typography variant="caption" sx={{ p: 1 }}>
              {draft.origin_device_id === null ? t('linksForm.pickOrigin') : t('linksForm.pickDestination')}
            </Typography>
            <Box sx={{ flex: 1, minHeight: 280 }}>
              {sensors.isError ? (
                <Alert severity="error">{t('linksForm.sensorsError')}</Alert>
              ) : !sensors.data ? (
                <CircularProgress sx={{ m: 2 }} />
              ) : (
                <SensorPickerMap
                  devices={sensors.data}
                  origin={draft.origin_device_id}
                  destination={draft.destination_device_id}
                  onPick={pick}
                />
              )}
            </Box>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
