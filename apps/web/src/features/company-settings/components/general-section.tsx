import { useMemo, useState } from 'react';
import { Autocomplete, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompanyForm } from '../company-form.ts';
import { countries } from './countries.ts';
import { fieldError, Section, type SectionProps } from './section.tsx';

const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? ['UTC', ...Intl.supportedValuesOf('timeZone')] : ['UTC'];

/** Name, time zone, units and driving direction. */
export function GeneralSection({ form, set, errors, readOnly, onUnit }: SectionProps<CompanyForm> & { onUnit: (d: 'km' | 'mi') => void }) {
  const { t, i18n } = useTranslation();
  const list = useMemo(() => countries(i18n.language), [i18n.language]);
  const [country, setCountry] = useState<(typeof list)[number] | null>(null);
  const zones = TIME_ZONES.includes(form.time_zone) ? TIME_ZONES : [form.time_zone, ...TIME_ZONES];
  return (
    <Section title={t('companySettings.sections.general')} testId="section-general">
      <TextField
        label={t('companySettings.name')}
        name="name"
        value={form.name}
        disabled={readOnly}
        onChange={(e) => set({ name: e.target.value })}
        {...fieldError(errors, 'name')}
      />
      <Autocomplete
        options={zones}
        value={form.time_zone}
        disableClearable
        disabled={readOnly}
        onChange={(_, v) => v && set({ time_zone: v })}
        renderInput={(p) => (
          <TextField {...p} label={t('companySettings.timeZone')} name="time_zone" {...fieldError(errors, 'time_zone')} />
        )}
      />
      <FormControl disabled={readOnly} error={!!fieldError(errors, 'measures').error}>
        <FormLabel id="unit-label">{t('companySettings.unit')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="unit-label"
          name="distance"
          value={form.distance}
          onChange={(e) => onUnit(e.target.value as 'km' | 'mi')}
        >
          <FormControlLabel value="km" control={<Radio />} label={t('companySettings.km')} />
          <FormControlLabel value="mi" control={<Radio />} label={t('companySettings.mi')} />
        </RadioGroup>
        <FormHelperText>{fieldError(errors, 'measures').helperText ?? t('companySettings.unitHint')}</FormHelperText>
      </FormControl>
      <FormControl disabled={readOnly}>
        <FormLabel id="driving-label">{t('companySettings.drivingDirection')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="driving-label"
          name="driving_direction"
          value={form.driving_direction}
          onChange={(e) => set({ driving_direction: e.target.value as 'left' | 'right' })}
        >
          <FormControlLabel value="right" control={<Radio />} label={t('companySettings.right')} />
          <FormControlLabel value="left" control={<Radio />} label={t('companySettings.left')} />
        </RadioGroup>
      </FormControl>
      <Autocomplete
        options={list}
        value={country}
        disabled={readOnly}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        onChange={(_, c) => {
          setCountry(c);
          if (c) set({ driving_direction: c.side });
        }}
        renderOption={({ key, ...props }, c) => (
          <li key={key} {...props}>
            {c.name} — {t(`companySettings.${c.side}`)}
          </li>
        )}
        renderInput={(p) => <TextField {...p} label={t('companySettings.country')} helperText={t('companySettings.countryHint')} />}
      />
    </Section>
  );
}
