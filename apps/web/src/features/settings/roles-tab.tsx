import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { PERMISSIONS, type Permission } from '@roadlens/contract/permissions';
import { ApiError } from '../../lib/api-client.ts';
import { roleKeys } from '../../lib/api/keys.ts';
import { saveRole, usePermissionNames, useRoles } from './api/settings-api.ts';
import { groupPermissions } from './permission-groups.ts';

/** The names the server accepts for a role; a role read back never holds others. */
const known = (names: string[]): Permission[] => names.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));

/**
 * Roles (admins): a role is a named set of permissions, edited as a checklist of readable names
 * grouped by area. Permissions of modules this installation lacks are not offered, and a role
 * that holds some keeps them when saved.
 */
export function RolesTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const roles = useRoles();
  const permissions = usePermissionNames();
  const groups = groupPermissions(permissions.data ?? []);
  const [edits, setEdits] = useState<Record<number, string[]>>({});
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async (body: Parameters<typeof saveRole>[0]) => {
    setError(null);
    try {
      await saveRole(body);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: roleKeys.all });
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
        <Button
          variant="contained"
          disabled={!newName.trim()}
          onClick={() => void save({ name: newName, permissions: [] }).then((ok) => ok && setNewName(''))}
        >
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
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
              {groups.map((g) => (
                <Box
                  key={g.area}
                  component="fieldset"
                  sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
                  data-testid={`permission-area-${g.area}`}
                >
                  <Typography component="legend" variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {t(`settings.roles.areas.${g.area}`)}
                  </Typography>
                  <FormGroup>
                    {g.permissions.map((p) => (
                      <FormControlLabel
                        key={p.code}
                        control={
                          <Checkbox size="small" checked={current.includes(p.code)} onChange={() => toggle(role.id, current, p.code)} />
                        }
                        label={t(`settings.roles.permissions.${p.key}`)}
                      />
                    ))}
                  </FormGroup>
                </Box>
              ))}
            </Box>
            <Button
              size="small"
              variant="outlined"
              disabled={!edits[role.id]}
              onClick={() => void save({ group: role.id, permissions: known(current) })}
              sx={{ mt: 1 }}
            >
              {t('settings.save')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
