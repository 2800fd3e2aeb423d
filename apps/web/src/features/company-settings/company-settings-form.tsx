import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { CompanySettings } from '@roadlens/contract/company';
import { ApiError } from '../../lib/api-client.ts';
import { changedPatch, switchUnit, toForm, type CompanyForm } from './company-form.ts';
import { useSaveCompanySettings } from './company-settings-api.ts';
import { DataSection } from './components/data-section.tsx';
import { GeneralSection } from './components/general-section.tsx';
import { MapSection } from './components/map-section.tsx';
import { PeakHoursSection } from './components/peak-hours-section.tsx';
import { SpeedBandsSection } from './components/speed-bands-section.tsx';

/** The company's settings in sections; saved together, sending only what changed. */
export function CompanySettingsForm({ settings, readOnly }: { settings: CompanySettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCompanySettings();
  const [form, setForm] = useState<CompanyForm>(() => toForm(settings));
  const [base, setBase] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CompanyForm>) => setForm((f) => ({ ...f, ...patch }));
  const patch = changedPatch(base, form);
  const dirty = Object.keys(patch).length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await save(patch);
      setBase(saved);
      setForm(toForm(saved));
      enqueueSnackbar(t('companySettings.saved'), { variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else enqueueSnackbar(t('companySettings.failed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const props = { form, set, errors, readOnly };
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate data-testid="company-settings">
      {readOnly && <Alert severity="info">{t('companySettings.readOnly')}</Alert>}
      {Object.keys(errors).length > 0 && <Alert severity="error">{t('companySettings.fixErrors')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <GeneralSection {...props} onUnit={(d) => setForm((f) => switchUnit(f, d))} />
          <PeakHoursSection {...props} />
        </Stack>
        <Stack spacing={2}>
          <SpeedBandsSection {...props} />
          <MapSection {...props} />
          <DataSection {...props} />
        </Stack>
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
          <Button type="submit" variant="contained" disabled={busy || !dirty}>
            {t('companySettings.save')}
          </Button>
          <Button
            disabled={busy || !dirty}
            onClick={() => {
              setForm(toForm(base));
              setErrors({});
            }}
          >
            {t('companySettings.reset')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
