import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Sign } from '@roadlens/contract/signs';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetOverride } from '../api/signs-api.ts';

const DURATIONS_MIN = [15, 30, 60, 120, 240, 480, 1440];

/** An operator message for a sign; it always ends by itself after the chosen time. */
export function OverrideDialog({ sign, open, onClose }: { sign: Sign; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState((sign.display?.lines ?? []).join('\n'));
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const setOverride = useSetOverride();
  const err = (field: string) =>
    Object.entries(errors)
      .filter(([k]) => k === field || k.startsWith(`${field}.`))
      .flatMap(([, v]) => v)
      .join(' ');

  const save = async () => {
    setErrors({});
    try {
      await setOverride.mutateAsync({
        params: { id: sign.id },
        body: {
          lines: text
            .split('\n')
            .map((l) => l.trimEnd())
            .slice(0, 4),
          reason,
          expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
        },
      });
      onClose();
    } catch (e) {
      setErrors(e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { detail: [t('signs.form.saveError')] });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="override-form">
      <DialogTitle>{t('signs.override.title', { name: sign.name })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {errors.detail && <Alert severity="error">{errors.detail.join(' ')}</Alert>}
          <TextField
            label={t('signs.override.lines')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            error={!!err('lines')}
            helperText={err('lines') || t('signs.override.linesHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'override-lines', style: { fontFamily: 'monospace' } } }}
          />
          <TextField
            label={t('signs.override.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!err('reason')}
            helperText={err('reason')}
            slotProps={{ htmlInput: { 'data-testid': 'override-reason' } }}
          />
          <TextField
            select
            label={t('signs.override.duration')}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            error={!!err('expires_at')}
            helperText={err('expires_at')}
          >
            {DURATIONS_MIN.map((m) => (
              <MenuItem key={m} value={m}>
                {m < 60 ? t('signs.form.minutes', { count: m }) : t('signs.override.hours', { count: m / 60 })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('signs.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={setOverride.isPending} data-testid="override-save">
          {t('signs.override.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
