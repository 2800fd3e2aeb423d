import { Divider, Stack } from '@mui/material';
import { useSession } from '../../lib/session/session-context.tsx';
import { useSupportedSso } from '../../lib/session/sso.ts';
import { PasswordForm } from './password-form.tsx';
import { TwoFaForm } from './two-fa-form.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { SsoIdentitiesForm } from './sso-identities-form.tsx';
import { useSsoIdentities } from './api/settings-api.ts';

/** Security: password, two-factor, single sign-on accounts, API keys. */
export function SecurityTab() {
  const { me } = useSession();
  // The same queries the single sign-on section reads: without providers or linked accounts it is
  // left out here, so the stack draws no rule around an empty section.
  const providers = useSupportedSso(me.company.uuid);
  const identities = useSsoIdentities();
  const hasSso = Boolean(providers.data?.length || identities.data?.length);
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <PasswordForm />
      <TwoFaForm />
      {hasSso && <SsoIdentitiesForm />}
      <ApiKeyForm />
    </Stack>
  );
}
