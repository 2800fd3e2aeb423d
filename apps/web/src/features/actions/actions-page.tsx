import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Snackbar,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Action } from '@roadlens/contract/actions';
import { useConfirm } from '../../components/confirmation/confirmation.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useActions, useDeleteAction, useRotateSecret, useSendTest } from './api/actions.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { DeliveriesDialog } from './deliveries-dialog.tsx';

/** Actions (dashboard/actions): e-mail and webhooks the alert rules run, with a test button and a delivery log each. */
export function ActionsPage() {
  const { t } = useTranslation();
  const canChange = useSession().hasPermission('Platform|change_actions');
  const list = useActions();
  const remove = useDeleteAction();
  const rotate = useRotateSecret();
  const test = useSendTest();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const [log, setLog] = useState<Action | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const del = async (a: Action) => {
    if (
      (await confirm({
        message: t('actionsArea.deleteConfirm', { name: a.name }),
        actions: { confirm: { label: t('actionsArea.delete'), color: 'error' } },
      })) === 'confirmed'
    ) {
      await remove.mutateAsync({ params: { id: a.id } });
    }
  };
  const sendTest = async (a: Action) => {
    const d = await test.mutateAsync({ params: { id: a.id } });
    const last = d.log.at(-1);
    if (d.status !== 'delivered') setToast(t('actionsArea.testFailed', { error: last?.error ?? last?.status_code ?? '' }));
    // A sign's test leaves the sign alone (no test text in front of drivers): say what an alert would show.
    else if (a.kind === 'sign_override')
      setToast(t('actionsArea.testSign', { lines: (a.lines ?? []).join(' / '), minutes: a.duration_minutes }));
    else setToast(t('actionsArea.testSent'));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {t('actionsArea.title')}
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="add-action">
            {t('actionsArea.add')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('actionsArea.intro')}
      </Typography>
      {list.isPending && <CircularProgress />}
      {list.isError && <Alert severity="error">{t('actionsArea.loadError')}</Alert>}
      {list.data?.results.length === 0 && <Alert severity="info">{t('actionsArea.empty')}</Alert>}
      <Stack sx={{ gap: 1 }}>
        {list.data?.results.map((a) => (
          <Paper key={a.id} variant="outlined" sx={{ p: 1.5 }} data-testid="action-row">
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                  <Chip size="small" variant="outlined" label={t(`actionsArea.kinds.${a.kind}`)} />
                  <Chip size="small" label={t('actionsArea.rules', { count: a.rule_ids.length })} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {a.kind === 'email'
                    ? a.recipients?.join(', ')
                    : a.kind === 'sign_override'
                      ? t('actionsArea.signSummary', { lines: (a.lines ?? []).join(' / '), minutes: a.duration_minutes })
                      : a.url}
                  {a.secret_hint ? ` · ${t('actionsArea.secretSuffix', { hint: a.secret_hint })}` : ''}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setLog(a)} data-testid="show-deliveries">
                  {t('actionsArea.deliveries')}
                </Button>
                {canChange && (
                  <>
                    <Button size="small" variant="outlined" onClick={() => sendTest(a)} disabled={test.isPending} data-testid="send-test">
                      {t('actionsArea.sendTest')}
                    </Button>
                    {a.kind === 'webhook' && (
                      <Button size="small" onClick={async () => setSecret((await rotate.mutateAsync({ params: { id: a.id } })).secret)}>
                        {t('actionsArea.rotate')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => setEditing(a)}>
                      {t('actionsArea.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => del(a)}>
                      {t('actionsArea.delete')}
                    </Button>
                  </>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {editing && <ActionFormDialog action={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSecret={setSecret} />}
      {log && <DeliveriesDialog action={log} onClose={() => setLog(null)} />}
      <Dialog open={!!secret} onClose={() => setSecret(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('actionsArea.secretTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('actionsArea.secretHint')}</Typography>
          <TextField
            fullWidth
            value={secret ?? ''}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'action-secret' } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>{t('actionsArea.close')}</Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={!!toast} autoHideDuration={5000} onClose={() => setToast(null)} message={toast ?? ''} />
    </Box>
  );
}
