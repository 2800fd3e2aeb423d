import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSensorOptions } from './api/alert-rules.ts';

/** The sensors whose detections count for a tag rule; none chosen means any of the company's sensors. */
export function TagSensorsField({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { t } = useTranslation();
  const sensors = useSensorOptions(true);
  return (
    <Autocomplete
      multiple
      options={sensors}
      getOptionLabel={(o) => o.name}
      value={sensors.filter((o) => value.includes(o.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => onChange(v.map((o) => o.id))}
      renderInput={(p) => (
        <TextField
          {...p}
          label={t('alertRules.form.tagSensors')}
          placeholder={value.length ? undefined : t('alertRules.form.tagSensorsAny')}
          error={!!error}
          helperText={error ?? t('alertRules.form.tagSensorsHint')}
        />
      )}
    />
  );
}
