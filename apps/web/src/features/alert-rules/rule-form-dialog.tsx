import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlertObjectType, AlertRule } from '@roadlens/contract/alert-rules';
import { ApiError } from '../../lib/api-client.ts';
import { useActionOptions, useCreateRule, useObjectOptions, useUpdateRule } from './api/alert-rules.ts';
import { emptyDraft, formField, fromRule, hasMinSamples, kindsOf, toInput, type RuleDraft } from './rule-form-model.ts';
import { RuleConditionFields } from './rule-condition-fields.tsx';

/** Create or edit a rule. Field errors from the server are shown under the field they name. */
export function RuleFormDialog({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<RuleDraft>(() => (rule ? fromRule(rule) : emptyDraft()));
  const set = (patch: Partial<RuleDraft>) => setD((x) => ({ ...x, ...patch }));
  const create = useCreateRule();
  const update = useUpdateRule();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const errors: Record<string, string> = {};
  if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) errors[formField(f)] ??= m.join(' ');
  const general = error && !(error instanceof ApiError && Object.keys(error.fieldErrors).length) ? error.message : errors.non_field_errors;
  const objects = useObjectOptions(d.object_type);
  const actions = useActionOptions().data ?? [];
  const f = (key: string) => ({ error: !!errors[key], helperText: errors[key] });

  const save = async () => {
    const body = toInput(d);
    try {
      if (rule) await update.mutateAsync({ params: { id: rule.id }, body });
      else await create.mutateAsync({ body });
      onClose();
    } catch {
      /* shown from the mutation's error */
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="rule-form">
      <DialogTitle>{t(rule ? 'alertRules.form.editTitle' : 'alertRules.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField
            label={t('alertRules.name')}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
            required
            slotProps={{ htmlInput: { 'data-testid': 'rule-name' } }}
            {...f('name')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              fullWidth
              label={t('alertRules.form.objectType')}
              value={d.object_type}
              {...f('object_type')}
              onChange={(e) => {
                const type = e.target.value as AlertObjectType;
                set({ object_type: type, object_ids: [], kind: kindsOf(type)[0] });
              }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-object-type' } as object } }}
            >
              {(['link', 'route', 'device', 'sign', 'tag'] as const).map((o) => (
                <MenuItem key={o} value={o}>
                  {t(`alertRules.objectTypes.${o}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('alertRules.form.scope')}
              value={d.all ? 'all' : 'some'}
              onChange={(e) => set({ all: e.target.value === 'all' })}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-scope' } as object } }}
            >
              <MenuItem value="all">{t('alertRules.form.scopeAll')}</MenuItem>
              <MenuItem value="some">{t('alertRules.form.scopeSome')}</MenuItem>
            </TextField>
          </Stack>
          {!d.all && (
            <Autocomplete
              multiple
              options={objects}
              getOptionLabel={(o) => o.name}
              value={objects.filter((o) => d.object_ids.includes(o.id))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, v) => set({ object_ids: v.map((o) => o.id) })}
              renderInput={(p) => <TextField {...p} label={t('alertRules.form.objects')} {...f('object_ids')} />}
            />
          )}
          <RuleConditionFields d={d} set={set} errors={errors} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              fullWidth
              type="number"
              label={t('alertRules.form.pending')}
              value={d.pending_minutes}
              onChange={(e) => set({ pending_minutes: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'rule-pending' } }}
              error={!!errors.pending_minutes}
              helperText={errors.pending_minutes ?? t('alertRules.form.pendingHint')}
            />
            {hasMinSamples(d.object_type) && (
              <TextField
                fullWidth
                type="number"
                label={t('alertRules.form.minSamples')}
                value={d.min_samples}
                onChange={(e) => set({ min_samples: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': 'rule-min-samples' } }}
                error={!!errors.min_samples}
                helperText={errors.min_samples ?? t('alertRules.form.minSamplesHint')}
              />
            )}
          </Stack>
          <TextField
            select
            label={t('alertRules.severity')}
            value={d.severity}
            onChange={(e) => set({ severity: e.target.value as RuleDraft['severity'] })}
          >
            {(['success', 'warning', 'error'] as const).map((s) => (
              <MenuItem key={s} value={s}>
                {t(`alertRules.severities.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={<Switch checked={d.quiet} onChange={(e) => set({ quiet: e.target.checked })} />}
              label={t('alertRules.form.quiet')}
            />
            {d.quiet && (
              <>
                <TextField
                  type="time"
                  label={t('alertRules.form.quietFrom')}
                  value={d.quiet_from}
                  onChange={(e) => set({ quiet_from: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...f('quiet')}
                />
                <TextField
                  type="time"
                  label={t('alertRules.form.quietTo')}
                  value={d.quiet_to}
                  onChange={(e) => set({ quiet_to: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
          </Stack>
          <Autocomplete
            multiple
            options={actions}
            getOptionLabel={(o) => o.name}
            value={actions.filter((a) => d.action_ids.includes(a.id))}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) => set({ action_ids: v.map((a) => a.id) })}
            renderInput={(p) => (
              <TextField
                {...p}
                label={t('alertRules.form.actions')}
                helperText={errors.action_ids ?? t('alertRules.form.actionsHint')}
                error={!!errors.action_ids}
              />
            )}
          />
          <FormControlLabel
            control={<Switch checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
            label={t('alertRules.enabled')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alertRules.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="rule-save">
          {t('alertRules.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
