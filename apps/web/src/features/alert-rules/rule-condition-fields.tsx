import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConditionKind } from '@roadlens/contract/alert-rules';
import { hasMetric, hasRecover, hasValue, isTagKind, kindsOf, type RuleDraft } from './rule-form-model.ts';
import { TagSensorsField } from './tag-sensors-field.tsx';

const UNIT: Partial<Record<ConditionKind, string>> = {
  free_flow_percent: 'unitPercent',
  typical_percent: 'unitPercent',
  typical_sigma: 'unitSigma',
  delay: 'unitS',
  no_data: 'unitMin',
  low_rate: 'unitPercent',
  sign_fallback: 'unitMin',
  tag_seen: 'unitMin',
  tag_not_seen: 'unitMin',
};

/** The condition part of the rule form: its kind and the fields that kind takes (metric, reference, tags' sensors, value). */
export function RuleConditionFields({
  d,
  set,
  errors,
}: {
  d: RuleDraft;
  set: (patch: Partial<RuleDraft>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const unit =
    d.kind === 'threshold'
      ? t(d.metric === 'speed' ? 'alertRules.form.unitKmh' : 'alertRules.form.unitS')
      : UNIT[d.kind]
        ? t(`alertRules.form.${UNIT[d.kind]}`)
        : '';
  const f = (key: string) => ({ error: !!errors[key], helperText: errors[key] });
  return (
    <>
      <TextField
        select
        label={t('alertRules.form.kind')}
        value={d.kind}
        onChange={(e) => set({ kind: e.target.value as ConditionKind })}
        {...f('kind')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-kind' } as object } }}
      >
        {kindsOf(d.object_type).map((k) => (
          <MenuItem key={k} value={k}>
            {t(`alertRules.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {hasMetric(d.kind) && (
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            select
            fullWidth
            label={t('alertRules.form.metric')}
            value={d.metric}
            onChange={(e) => set({ metric: e.target.value as RuleDraft['metric'] })}
          >
            <MenuItem value="travel_time">{t('alertRules.metrics.travel_time')}</MenuItem>
            <MenuItem value="speed">{t('alertRules.metrics.speed')}</MenuItem>
          </TextField>
          <TextField
            select
            fullWidth
            label={t('alertRules.form.op')}
            value={d.op}
            onChange={(e) => set({ op: e.target.value as RuleDraft['op'] })}
          >
            <MenuItem value="above">{t('alertRules.ops.above')}</MenuItem>
            <MenuItem value="below">{t('alertRules.ops.below')}</MenuItem>
          </TextField>
        </Stack>
      )}
      {d.kind === 'delay' && (
        <TextField
          select
          label={t('alertRules.form.reference')}
          value={d.reference}
          onChange={(e) => set({ reference: e.target.value as RuleDraft['reference'] })}
        >
          <MenuItem value="free_flow">{t('alertRules.form.referenceFreeFlow')}</MenuItem>
          <MenuItem value="typical">{t('alertRules.form.referenceTypical')}</MenuItem>
        </TextField>
      )}
      {isTagKind(d.kind) && (
        <TagSensorsField value={d.device_ids} onChange={(device_ids) => set({ device_ids })} error={errors.device_ids} />
      )}
      {hasValue(d.kind) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            fullWidth
            type="number"
            label={`${t('alertRules.form.value')}${unit ? ` (${unit})` : ''}`}
            value={d.value}
            onChange={(e) => set({ value: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'rule-value', step: 'any' } }}
            {...f('value')}
          />
          {hasRecover(d.kind) && (
            <TextField
              fullWidth
              type="number"
              label={t('alertRules.form.recover')}
              value={d.recover}
              onChange={(e) => set({ recover: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'rule-recover', step: 'any' } }}
              error={!!errors.recover}
              helperText={errors.recover ?? t('alertRules.form.recoverHint')}
            />
          )}
        </Stack>
      )}
    </>
  );
}
