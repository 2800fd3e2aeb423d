import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ApiError } from '../../lib/api-client.ts';
import { listPermissions, listRoles, saveRole } from './api/settings-api.ts';

/** Roles (admins): a role is a named set of permissions, edited as a checklist. */
export function RolesTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const roles = useQuery({ queryKey: ['settings', 'roles'], queryFn: listRoles });
  const permissions = useQuery({ queryKey: ['settings', 'permissions'], queryFn: listPermissions });
  const [edits, setEdits] = useState<Record<number, string[]>>({});
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async (body: Parameters<typeof saveRole>[0]) => {
    setError(null);
    try {
      await saveRole(body);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: ['settings', 'roles'] });
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fieldErrors)[0]?.[0] ?? err.message) : t('settings.failed'));
      return false;
    }
  };
  const toggle = (id: number, current: string[], p: string) =>
    setEdits((e) => ({ ...e, [id]: current.includes(p) ? current.filter((x) => x !== p) : [...current, p] }));

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2}>
        <TextField size="small" label={t('settings.roles.newName')} value={newName} onChange={(e) => setNewName(e.target.value)} />
        <Button variant="contained" disabled={!newName.trim()} onClick={() => void save({ name: newName, permissions: [] }).then((ok) => ok && setNewName(''))}>
          {t('settings.roles.create')}
        </Button>
      </Stack>
      {(roles.data ?? []).map((role) => {
        const current = edits[role.id] ?? role.permissions;
        return (
          <Paper key={role.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {role.name}
            </Typography>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              {(permissions.data ?? []).map((p) => (
                <FormControlLabel key={p} control={<Checkbox size="small" checked={current.includes(p)} onChange={() => toggle(role.id, current, p)} />} label={p} />
              ))}
            </FormGroup>
            <Button size="small" variant="outlined" disabled={!edits[role.id]} onClick={() => void save({ group: role.id, permissions: current })} sx={{ mt: 1 }}>
              {t('settings.save')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
