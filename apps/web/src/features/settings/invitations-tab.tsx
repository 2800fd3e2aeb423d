import { useState, type FormEvent } from 'react';
import { Alert, Button, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Send from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ApiError } from '../../lib/api-client.ts';
import { useFormat } from '../../lib/format/index.ts';
import { invitationKeys } from '../../lib/api/keys.ts';
import { createInvitation, useDeleteInvitation, usePendingInvitations, useResendInvitation, useRoles } from './api/settings-api.ts';

/** Invitations (admins): invite by e-mail with a role; resend or withdraw pending ones. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { date } = useFormat();
  const client = useQueryClient();
  const pending = usePendingInvitations();
  const roles = useRoles();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: invitationKeys.all });
  const resend = useResendInvitation();
  const remove = useDeleteInvitation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await createInvitation(email, role === '' ? null : Number(role));
      setEmail('');
      enqueueSnackbar(t('settings.invitations.sent'), { variant: 'success' });
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fieldErrors)[0]?.[0] ?? err.message) : t('settings.failed'));
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('settings.invitations.email')}
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField select label={t('settings.users.role')} value={role} onChange={(e) => setRole(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('settings.users.noRole')}</MenuItem>
          {(roles.data ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('settings.invitations.invite')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {pending.data?.length === 0 && <Alert severity="info">{t('settings.invitations.none')}</Alert>}
      <List>
        {(pending.data ?? []).map((inv) => (
          <ListItem
            key={inv.id}
            divider
            secondaryAction={
              <>
                <Tooltip title={t('settings.invitations.resend')}>
                  <IconButton
                    aria-label={t('settings.invitations.resend')}
                    onClick={() =>
                      resend.mutate(inv.id, { onSuccess: () => enqueueSnackbar(t('settings.invitations.resent'), { variant: 'success' }) })
                    }
                  >
                    <Send />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('settings.invitations.delete')}>
                  <IconButton aria-label={t('settings.invitations.delete')} onClick={() => remove.mutate(inv.id)}>
                    <DeleteOutlineOutlined />
                  </IconButton>
                </Tooltip>
              </>
            }
          >
            <ListItemText
              primary={inv.email}
              secondary={`${inv.group?.name ?? t('settings.users.noRole')} · ${t('settings.invitations.expires', { date: date(inv.expires_at) })}`}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
