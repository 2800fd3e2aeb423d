import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/data-list/index.ts';
import { AGGREGATIONS, DATABASES, KINDS, SIGNALS, SPECS, type Kind } from './kinds.ts';
import { DevicePicker } from './device-picker.tsx';
import { useFormat } from '../../lib/format/index.ts';

/** Kind, sensor, time range and the kind's own filters; every change goes to the URL. */
export function FiltersBar({ kind, params, range }: { kind: Kind; params: ListParams; range: { from: string; to: string } }) {
  const { t } = useTranslation();
  // The period's fields read and write the profile's wall clock, like every date on screen.
  const { toInput, fromInput } = useFormat();
  const toIso = (text: string) => (Number.isFinite(fromInput(text)) ? new Date(fromInput(text)).toISOString() : null);
  const f = params.filters;
  const set = params.set;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('tabular.kind')}
        value={kind}
        sx={{ minWidth: 180 }}
        // Another kind keeps sensor and period but drops the filters and order of the last one.
        onChange={(e) =>
          set({
            kind: e.target.value === 'records' ? null : e.target.value,
            ordering: null,
            signal: null,
            fingerprint: null,
            type: null,
            database: null,
            down_sample: null,
            aggregation: null,
          })
        }
      >
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`tabular.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <DevicePicker value={f.device} onChange={(id) => set({ device: id })} />
      <TextField
        size="small"
        type="datetime-local"
        label={t('tabular.from')}
        value={toInput(range.from)}
        onChange={(e) => set({ from: toIso(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('tabular.to')}
        value={toInput(range.to)}
        onChange={(e) => set({ to: toIso(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {kind === 'records' && (
        <>
          <TextField
            size="small"
            label={t('tabular.fingerprint')}
            value={f.fingerprint ?? ''}
            onChange={(e) => set({ fingerprint: e.target.value })}
          />
          <TextField
            select
            size="small"
            label={t('tabular.signal')}
            value={f.signal ?? 'a'}
            sx={{ minWidth: 140 }}
            onChange={(e) => set({ signal: e.target.value === 'a' ? null : e.target.value })}
          >
            {SIGNALS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`tabular.signals.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {SPECS[kind].dayHour && (
        <>
          <TextField
            select
            size="small"
            label={t('tabular.type')}
            value={f.type ?? '0'}
            sx={{ minWidth: 140 }}
            onChange={(e) => set({ type: e.target.value === '0' ? null : e.target.value })}
          >
            {['0', '1'].map((v) => (
              <MenuItem key={v} value={v}>
                {t(`tabular.types.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('tabular.database')}
            value={f.database ?? 'intervals'}
            sx={{ minWidth: 160 }}
            onChange={(e) => set({ database: e.target.value === 'intervals' ? null : e.target.value })}
          >
            {DATABASES.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`tabular.databases.${v}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {kind === 'device_process' && (
        <TextField
          size="small"
          type="number"
          label={t('tabular.downSample')}
          value={f.down_sample ?? ''}
          sx={{ width: 130 }}
          helperText={t('tabular.downSampleHint')}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          onChange={(e) =>
            set({
              down_sample: e.target.value && Number(e.target.value) > 1 ? String(Math.min(1000, Math.floor(Number(e.target.value)))) : null,
            })
          }
        />
      )}
      {kind === 'device_average' && (
        <TextField
          select
          size="small"
          label={t('tabular.aggregation')}
          value={f.aggregation ?? 'hour'}
          sx={{ minWidth: 140 }}
          onChange={(e) => set({ aggregation: e.target.value === 'hour' ? null : e.target.value })}
        >
          {AGGREGATIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`tabular.aggregations.${a}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
