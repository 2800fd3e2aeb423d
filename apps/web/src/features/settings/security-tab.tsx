import { Divider, Stack } from '@mui/material';
import { PasswordForm } from './password-form.tsx';
import { TwoFaForm } from './two-fa-form.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { SsoIdentitiesForm } from './sso-identities-form.tsx';

/** Security: password, two-factor, single sign-on accounts, API key. */
export function SecurityTab() {
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <PasswordForm />
      <TwoFaForm />
      <SsoIdentitiesForm />
      <ApiKeyForm />
    </Stack>
  );
}
