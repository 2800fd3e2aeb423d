import { useState } from 'react';
import { Alert, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session/session-context.tsx';
import { useSupportedSso } from '../../lib/session/sso.ts';
import { SsoErrorAlert } from '../../lib/session/sso-error-alert.tsx';
import { ssoIdentityKeys } from '../../lib/api/keys.ts';
import { startSsoLink, unlinkSsoIdentity, useSsoIdentities } from './api/settings-api.ts';

/**
 * Single sign-on accounts (docs/decisions/005-sso.md): an identity at a company provider signs
 * in only after its owner links it here, while signed in — never by a matching e-mail.
 */
export function SsoIdentitiesForm() {
  const { t } = useTranslation();
  const { me } = useSession();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const providers = useSupportedSso(me.company.uuid);
  const identities = useSsoIdentities();
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!providers.data?.length && !identities.data?.length) return null;
  const linked = new Set(identities.data?.map((i) => i.provider));

  const link = async (provider: string) => {
    setBusy(true);
    setError(false);
    try {
      window.location.assign((await startSsoLink(provider)).url);
    } catch {
      setError(true);
      setBusy(false);
    }
  };
  const unlink = async (provider: string) => {
    setBusy(true);
    try {
      await unlinkSsoIdentity(provider);
      await client.invalidateQueries({ queryKey: ssoIdentityKeys.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }} data-testid="sso-identities">
      <Typography variant="h6">{t('settings.security.sso')}</Typography>
      <Typography color="text.secondary">{t('settings.security.ssoText')}</Typography>
      <SsoErrorAlert code={params.get('sso_error')} />
      {error && <Alert severity="error">{t('settings.failed')}</Alert>}
      {identities.isPending ? (
        <CircularProgress size={24} aria-label={t('settings.security.sso')} />
      ) : (
        <List dense disablePadding>
          {(providers.data ?? []).map((p) => {
            const identity = identities.data?.find((i) => i.provider === p.name);
            return (
              <ListItem
                key={p.name}
                disableGutters
                secondaryAction={
                  linked.has(p.name) ? (
                    <Button color="error" disabled={busy} onClick={() => void unlink(p.name)}>
                      {t('settings.security.ssoUnlink')}
                    </Button>
                  ) : (
                    <Button variant="outlined" disabled={busy} onClick={() => void link(p.name)}>
                      {t('settings.security.ssoLink')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={p.label}
                  secondary={
                    identity ? t('settings.security.ssoLinkedAs', { email: identity.email ?? '—' }) : t('settings.security.ssoNotLinked')
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
