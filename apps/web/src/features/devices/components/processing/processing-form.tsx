import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import type { ProcessBody } from '@roadlens/contract/devices';
import { type ProcessingForm as Form, validateForm } from '../../processing-form-model.ts';

const FIELDS = ['sigma', 'b_value', 'trend_threshold'] as const;
const STEPS = { sigma: 0.1, b_value: 0.05, trend_threshold: 1 };

/**
 * Period and filter parameters of an experimental run, checked against the filter bounds as the
 * operator types; the server's field errors (if it still refuses) are shown on the same fields.
 */
export function ProcessingForm({
  initial,
  busy,
  serverErrors,
  onRun,
}: {
  initial: Form;
  busy: boolean;
  serverErrors: Record<string, string[]>;
  onRun: (body: ProcessBody) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const { errors, body } = validateForm(form);
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const message = (k: keyof Form) => {
    const e = errors[k];
    return e ? t(`sensors.processing.errors.${e.key}`, e.values) : serverErrors[k]?.[0];
  };
  const field = (k: keyof Form, extra: object) => (
    <TextField
      key={k}
      size="small"
      name={k}
      label={t(`sensors.processing.${k}`)}
      value={form[k]}
      onChange={set(k)}
      error={Boolean(message(k))}
      helperText={message(k) ?? ' '}
      {...extra}
    />
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (body) onRun(body);
      }}
      sx={{ gap: 1 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {field('from', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } }, sx: { minWidth: 210 } })}
        {field('to', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } }, sx: { minWidth: 210 } })}
        {FIELDS.map((k) =>
          field(k, { type: 'number', slotProps: { htmlInput: { step: STEPS[k] } }, sx: { width: { xs: '100%', sm: 150 } } }),
        )}
      </Stack>
      <Button type="submit" variant="contained" startIcon={<PlayArrow />} disabled={!body || busy} sx={{ alignSelf: 'flex-start' }}>
        {t('sensors.processing.run')}
      </Button>
    </Stack>
  );
}
