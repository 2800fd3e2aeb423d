import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { Sign, SignCreate } from '@roadlens/contract/signs';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateSign, usePatchSign, useRouteOptions } from '../api/signs-api.ts';

interface Draft {
  name: string;
  lat: string;
  lng: string;
  routes: Array<{ route_id: number | ''; speed_limit_kmh: string }>;
  lines: Array<{ template: string; fallback: string }>;
  rounding_min: 1 | 2 | 5;
  max_minutes: string;
  min_confidence: string;
  max_age_min: string;
}

const fromSign = (s: Sign | null): Draft => ({
  name: s?.name ?? '',
  lat: s ? String(s.lat) : '',
  lng: s ? String(s.lng) : '',
  routes: s?.routes.map((r) => ({ route_id: r.route_id, speed_limit_kmh: String(r.speed_limit_kmh) })) ?? [
    { route_id: '', speed_limit_kmh: '50' },
  ],
  lines: s?.lines.map((l) => ({ ...l })) ?? [{ template: '', fallback: '' }],
  rounding_min: (s?.rounding_min ?? 1) as 1 | 2 | 5,
  max_minutes: String(s?.max_minutes ?? 60),
  min_confidence: String(s?.min_confidence ?? 0.3),
  max_age_min: String(s?.max_age_min ?? 15),
});

const toBody = (d: Draft): SignCreate => ({
  name: d.name,
  lat: Number(d.lat),
  lng: Number(d.lng),
  routes: d.routes.map((r) => ({ route_id: Number(r.route_id), speed_limit_kmh: Number(r.speed_limit_kmh) })),
  lines: d.lines,
  rounding_min: d.rounding_min,
  max_minutes: Number(d.max_minutes),
  min_confidence: Number(d.min_confidence),
  max_age_min: Number(d.max_age_min),
});

/** Creates a sign or edits one; the server checks templates and routes and its field errors show under the fields. */
export function SignFormDialog({ sign, open, onClose }: { sign: Sign | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => fromSign(sign));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failed, setFailed] = useState(false);
  const routeOptions = useRouteOptions();
  const create = useCreateSign();
  const patch = usePatchSign();
  const err = (field: string) => errors[field]?.join(' ');
  const set = (p: Partial<Draft>) => setD((x) => ({ ...x, ...p }));

  const save = async () => {
    setErrors({});
    setFailed(false);
    try {
      if (sign) await patch.mutateAsync({ params: { id: sign.id }, body: toBody(d) });
      else await create.mutateAsync({ body: toBody(d) });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors);
      else setFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid="sign-form">
      <DialogTitle>{t(sign ? 'signs.form.editTitle' : 'signs.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {failed && <Alert severity="error">{t('signs.form.saveError')}</Alert>}
          <TextField
            label={t('signs.form.name')}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
            error={!!err('name')}
            helperText={err('name')}
            slotProps={{ htmlInput: { 'data-testid': 'sign-name' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('signs.form.lat')}
              value={d.lat}
              onChange={(e) => set({ lat: e.target.value })}
              error={!!err('lat')}
              helperText={err('lat')}
              type="number"
              fullWidth
            />
            <TextField
              label={t('signs.form.lng')}
              value={d.lng}
              onChange={(e) => set({ lng: e.target.value })}
              error={!!err('lng')}
              helperText={err('lng')}
              type="number"
              fullWidth
            />
          </Stack>

          <Typography variant="subtitle2">{t('signs.form.routes')}</Typography>
          {err('routes') && <Alert severity="error">{err('routes')}</Alert>}
          {d.routes.map((r, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
              <TextField
                select
                fullWidth
                label={t('signs.form.route')}
                value={r.route_id}
                onChange={(e) => set({ routes: d.routes.map((x, j) => (j === i ? { ...x, route_id: Number(e.target.value) } : x)) })}
                error={!!err(`routes.${i}.route_id`)}
                helperText={err(`routes.${i}.route_id`)}
              >
                {(routeOptions.data ?? []).map((o) => (
                  <MenuItem key={o.id} value={o.id}>{`${o.name} (#${o.id})`}</MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('signs.form.speedLimit')}
                type="number"
                value={r.speed_limit_kmh}
                sx={{ minWidth: 160 }}
                onChange={(e) => set({ routes: d.routes.map((x, j) => (j === i ? { ...x, speed_limit_kmh: e.target.value } : x)) })}
                error={!!err(`routes.${i}.speed_limit_kmh`)}
                helperText={err(`routes.${i}.speed_limit_kmh`)}
              />
              <IconButton
                aria-label={t('signs.form.remove')}
                onClick={() => set({ routes: d.routes.filter((_, j) => j !== i) })}
                disabled={d.routes.length < 2}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button onClick={() => set({ routes: [...d.routes, { route_id: '', speed_limit_kmh: '50' }] })}>
              {t('signs.form.addRoute')}
            </Button>
          </Box>

          <Typography variant="subtitle2">{t('signs.form.lines')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('signs.form.templateHelp')}{' '}
            {d.routes
              .filter((r) => r.route_id !== '')
              .map((r) => (
                <code key={r.route_id} style={{ marginRight: 8 }}>{`{tt_min:${r.route_id}}`}</code>
              ))}
          </Typography>
          {err('lines') && <Alert severity="error">{err('lines')}</Alert>}
          {d.lines.map((l, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
              <TextField
                fullWidth
                label={t('signs.form.template', { n: i + 1 })}
                value={l.template}
                onChange={(e) => set({ lines: d.lines.map((x, j) => (j === i ? { ...x, template: e.target.value } : x)) })}
                error={!!err(`lines.${i}.template`)}
                helperText={err(`lines.${i}.template`)}
                slotProps={{ htmlInput: { 'data-testid': `sign-template-${i}` } }}
              />
              <TextField
                fullWidth
                label={t('signs.form.fallback')}
                value={l.fallback}
                onChange={(e) => set({ lines: d.lines.map((x, j) => (j === i ? { ...x, fallback: e.target.value } : x)) })}
                error={!!err(`lines.${i}.fallback`)}
                helperText={err(`lines.${i}.fallback`)}
              />
              <IconButton
                aria-label={t('signs.form.remove')}
                onClick={() => set({ lines: d.lines.filter((_, j) => j !== i) })}
                disabled={d.lines.length < 2}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button onClick={() => set({ lines: [...d.lines, { template: '', fallback: '' }] })} disabled={d.lines.length >= 4}>
              {t('signs.form.addLine')}
            </Button>
          </Box>

          <Typography variant="subtitle2">{t('signs.form.rails')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label={t('signs.form.rounding')}
              value={d.rounding_min}
              onChange={(e) => set({ rounding_min: Number(e.target.value) as 1 | 2 | 5 })}
              fullWidth
              error={!!err('rounding_min')}
              helperText={err('rounding_min')}
            >
              {[1, 2, 5].map((n) => (
                <MenuItem key={n} value={n}>
                  {t('signs.form.minutes', { count: n })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('signs.form.maxMinutes')}
              type="number"
              value={d.max_minutes}
              onChange={(e) => set({ max_minutes: e.target.value })}
              fullWidth
              error={!!err('max_minutes')}
              helperText={err('max_minutes')}
            />
            <TextField
              label={t('signs.form.minConfidence')}
              type="number"
              value={d.min_confidence}
              onChange={(e) => set({ min_confidence: e.target.value })}
              fullWidth
              error={!!err('min_confidence')}
              helperText={err('min_confidence')}
              slotProps={{ htmlInput: { step: 0.1, min: 0, max: 1 } }}
            />
            <TextField
              label={t('signs.form.maxAge')}
              type="number"
              value={d.max_age_min}
              onChange={(e) => set({ max_age_min: e.target.value })}
              fullWidth
              error={!!err('max_age_min')}
              helperText={err('max_age_min')}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('signs.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={create.isPending || patch.isPending} data-testid="sign-save">
          {t('signs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
