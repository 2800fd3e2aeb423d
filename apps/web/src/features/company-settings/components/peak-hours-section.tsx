import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompanyForm } from '../company-form.ts';
import { fieldError, Section, type SectionProps } from './section.tsx';

type Key = 'am_from' | 'am_to' | 'pm_from' | 'pm_to';
const FIELD: Record<Key, string> = {
  am_from: 'peak_hours.am.from',
  am_to: 'peak_hours.am.to',
  pm_from: 'peak_hours.pm.from',
  pm_to: 'peak_hours.pm.to',
};

/** Morning and evening peak windows, on the company's clock. */
export function PeakHoursSection({ form, set, errors, readOnly }: SectionProps<CompanyForm>) {
  const { t } = useTranslation();
  const input = (k: Key) => (
    <TextField
      key={k}
      type="time"
      name={k}
      label={t(`companySettings.peak.${k}`)}
      value={form[k]}
      disabled={readOnly}
      onChange={(e) => set({ [k]: e.target.value } as Partial<CompanyForm>)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ flex: 1, minWidth: 120 }}
      {...fieldError(errors, FIELD[k])}
    />
  );
  return (
    <Section title={t('companySettings.sections.peak')} hint={t('companySettings.peak.hint')} testId="section-peak">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {input('am_from')}
        {input('am_to')}
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {input('pm_from')}
        {input('pm_to')}
      </Stack>
    </Section>
  );
}
