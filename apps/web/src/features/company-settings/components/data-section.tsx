import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATA_TYPE } from '@roadlens/contract/permissions';
import { DETECTIONS_RETENTION_DAYS } from '@roadlens/contract/company';
import type { CompanyForm } from '../company-form.ts';
import { fieldError, Section, type SectionProps } from './section.tsx';

const CODES = Object.entries(DATA_TYPE).sort((a, b) => a[1] - b[1]);

/** Data types, the O/D privacy threshold and how long data is kept. */
export function DataSection({ form, set, errors, readOnly }: SectionProps<CompanyForm>) {
  const { t } = useTranslation();
  const toggle = (code: number) =>
    set({
      data_types: form.data_types.includes(code)
        ? form.data_types.filter((d) => d !== code)
        : [...form.data_types, code].sort((a, b) => a - b),
    });
  const dataErr = fieldError(errors, 'data_types');
  const days = { input: { endAdornment: <InputAdornment position="end">{t('companySettings.days')}</InputAdornment> } };
  return (
    <Section title={t('companySettings.sections.data')} testId="section-data">
      <FormControl disabled={readOnly} error={dataErr.error}>
        <FormLabel>{t('companySettings.dataTypes')}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CODES.map(([name, code]) => (
            <FormControlLabel
              key={code}
              control={<Checkbox size="small" checked={form.data_types.includes(code)} onChange={() => toggle(code)} />}
              label={t(`companySettings.dataType.${name}`)}
            />
          ))}
        </FormGroup>
        {dataErr.helperText && <FormHelperText>{dataErr.helperText}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('companySettings.odMinTrips')}
        name="od_min_trips"
        value={form.od_min_trips}
        disabled={readOnly}
        onChange={(e) => set({ od_min_trips: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldError(errors, 'od_min_trips')}
        helperText={fieldError(errors, 'od_min_trips').helperText ?? t('companySettings.odMinTripsHint')}
      />
      <TextField
        label={t('companySettings.detectionsRetention')}
        name="detections_retention_days"
        value={form.detections_retention_days}
        disabled={readOnly}
        onChange={(e) => set({ detections_retention_days: e.target.value })}
        slotProps={{ ...days, htmlInput: { inputMode: 'numeric' } }}
        {...fieldError(errors, 'detections_retention_days')}
        helperText={
          fieldError(errors, 'detections_retention_days').helperText ??
          t('companySettings.detectionsRetentionHint', { min: DETECTIONS_RETENTION_DAYS.min, max: DETECTIONS_RETENTION_DAYS.max })
        }
      />
      <TextField
        label={t('companySettings.reportRetention')}
        name="report_retention_days"
        value={form.report_retention_days}
        disabled={readOnly}
        onChange={(e) => set({ report_retention_days: e.target.value })}
        slotProps={{ ...days, htmlInput: { inputMode: 'numeric' } }}
        {...fieldError(errors, 'report_retention_days')}
      />
    </Section>
  );
}
