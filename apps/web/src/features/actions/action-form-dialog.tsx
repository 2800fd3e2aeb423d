import { useState } from 'react';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Action, ActionInput } from '@roadlens/contract/actions';
import { ApiError } from '../../lib/api-client.ts';
import { useCreateAction, useRuleOptions, useSignOptions, useUpdateAction } from './api/actions.ts';

/** Create or edit an action; a new webhook's secret is handed to `onSecret` (shown once). */
export function ActionFormDialog({
  action,
  onClose,
  onSecret,
}: {
  action: Action | null;
  onClose: () => void;
  onSecret: (s: string) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Action['kind']>(action?.kind ?? 'webhook');
  const [name, setName] = useState(action?.name ?? '');
  const [recipients, setRecipients] = useState((action?.recipients ?? []).join(', '));
  const [url, setUrl] = useState(action?.url ?? '');
  const [signId, setSignId] = useState<number | ''>(action?.sign_id ?? '');
  const [lines, setLines] = useState((action?.lines ?? []).join('\n'));
  const [duration, setDuration] = useState(String(action?.duration_minutes ?? 60));
  const [ruleIds, setRuleIds] = useState<number[]>(action?.rule_ids ?? []);
  const rules = useRuleOptions().data ?? [];
  const signs = useSignOptions(kind === 'sign_override').data ?? [];
  const create = useCreateAction();
  const update = useUpdateAction();
  const error = create.error ?? update.error;
  const fe = error instanceof ApiError ? error.fieldErrors : {};
  const errorOf = (prefix: string) =>
    Object.entries(fe)
      .filter(([k]) => k === prefix || k.startsWith(`${prefix}.`))
      .map(([, m]) => m.join(' '))
      .join(' ') || undefined;
  const general = error && Object.keys(fe).length === 0 ? error.message : fe.non_field_errors?.join(' ');

  const save = async () => {
    // Numbers go as typed (an empty one as 0): the server's 400 names the field.
    const body: ActionInput =
      kind === 'email'
        ? {
            kind,
            name,
            recipients: recipients
              .split(',')
              .map((r) => r.trim())
              .filter(Boolean),
            rule_ids: ruleIds,
          }
        : kind === 'sign_override'
          ? {
              kind,
              name,
              sign_id: Number(signId || 0),
              lines: lines
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean),
              duration_minutes: Number(duration || 0),
              rule_ids: ruleIds,
            }
          : { kind, name, url: url.trim(), rule_ids: ruleIds };
    try {
      if (action) await update.mutateAsync({ params: { id: action.id }, body });
      else {
        const created = await create.mutateAsync({ body });
        if (created.secret) onSecret(created.secret);
      }
      onClose();
    } catch {
      /* shown from the mutation's error */
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="action-form">
      <DialogTitle>{t(action ? 'actionsArea.form.editTitle' : 'actionsArea.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField select label={t('actionsArea.form.kind')} value={kind} onChange={(e) => setKind(e.target.value as Action['kind'])}>
            <MenuItem value="webhook">{t('actionsArea.kinds.webhook')}</MenuItem>
            <MenuItem value="email">{t('actionsArea.kinds.email')}</MenuItem>
            <MenuItem value="sign_override">{t('actionsArea.kinds.sign_override')}</MenuItem>
          </TextField>
          <TextField
            label={t('actionsArea.form.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={!!fe.name}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { 'data-testid': 'action-name' } }}
          />
          {kind === 'email' ? (
            <TextField
              label={t('actionsArea.form.recipients')}
              value={recipients}
              onChange={(e) => setRecipients(e.target.value)}
              error={!!errorOf('recipients')}
              helperText={errorOf('recipients') ?? t('actionsArea.form.recipientsHint')}
              slotProps={{ htmlInput: { 'data-testid': 'action-recipients' } }}
            />
          ) : kind === 'sign_override' ? (
            <>
              <TextField
                select
                label={t('actionsArea.form.sign')}
                value={signId}
                onChange={(e) => setSignId(Number(e.target.value))}
                error={!!fe.sign_id}
                helperText={errorOf('sign_id')}
                slotProps={{ htmlInput: { 'data-testid': 'action-sign' } }}
              >
                {signs.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                multiline
                minRows={2}
                label={t('actionsArea.form.lines')}
                value={lines}
                onChange={(e) => setLines(e.target.value)}
                error={!!errorOf('lines')}
                helperText={errorOf('lines') ?? t('actionsArea.form.linesHint')}
                slotProps={{ htmlInput: { 'data-testid': 'action-lines' } }}
              />
              <TextField
                type="number"
                label={t('actionsArea.form.duration')}
                value={duration}
                onChange={(e) => setDuration(e.target.value)}
                error={!!fe.duration_minutes}
                helperText={errorOf('duration_minutes') ?? t('actionsArea.form.durationHint')}
                slotProps={{ htmlInput: { min: 1, max: 1440, 'data-testid': 'action-duration' } }}
              />
            </>
          ) : (
            <TextField
              label={t('actionsArea.form.url')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={!!fe.url}
              helperText={errorOf('url') ?? t('actionsArea.form.urlHint')}
              slotProps={{ htmlInput: { 'data-testid': 'action-url' } }}
            />
          )}
          <Autocomplete
            multiple
            options={rules}
            getOptionLabel={(r) => r.name}
            value={rules.filter((r) => ruleIds.includes(r.id))}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) => setRuleIds(v.map((r) => r.id))}
            renderInput={(p) => (
              <TextField {...p} label={t('actionsArea.form.rules')} error={!!fe.rule_ids} helperText={errorOf('rule_ids')} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actionsArea.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={create.isPending || update.isPending} data-testid="action-save">
          {t('actionsArea.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
