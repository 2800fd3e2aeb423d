import { MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Paper, TableContainer } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context.tsx';
import { usePatchUser, useRoles, useUsers } from './api/settings-api.ts';

/** Company users (admins): role and active flag. Disabling ends the user's sessions on the server. */
export function UsersTab() {
  const { t } = useTranslation();
  const { me } = useSession();
  const users = useUsers();
  const roles = useRoles();
  const update = usePatchUser();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('settings.tabs.users')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('settings.users.username')}</TableCell>
            <TableCell>{t('settings.users.name')}</TableCell>
            <TableCell>{t('settings.users.email')}</TableCell>
            <TableCell>{t('settings.users.role')}</TableCell>
            <TableCell>{t('settings.users.active')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(users.data ?? []).map((u) => (
            <TableRow key={u.id}>
              <TableCell>{u.username}</TableCell>
              <TableCell>{`${u.first_name} ${u.last_name}`.trim()}</TableCell>
              <TableCell>{u.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={u.group?.id ?? ''}
                  onChange={(e) => update.mutate({ id: u.id, body: { group: e.target.value === '' ? null : Number(e.target.value) } })}
                  sx={{ minWidth: 160 }}
                  slotProps={{ htmlInput: { 'aria-label': t('settings.users.role') } }}
                >
                  <MenuItem value="">{t('settings.users.noRole')}</MenuItem>
                  {(roles.data ?? []).map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                <Switch
                  checked={u.is_active}
                  disabled={u.id === me.id}
                  onChange={(e) => update.mutate({ id: u.id, body: { is_active: e.target.checked } })}
                  slotProps={{ input: { 'aria-label': t('settings.users.active') } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
