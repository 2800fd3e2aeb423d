import { Button, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ssoStartUrl, useSupportedSso } from '../../../lib/session/sso.ts';

/**
 * One button per single sign-on provider of the company (supported_sso). Each is a full-page
 * navigation to the server, which redirects on to the provider; the same-origin return path
 * travels along and is checked again by the server.
 */
export function SsoButtons({ companyUuid, redirectURL }: { companyUuid: string | null; redirectURL: string }) {
  const { t } = useTranslation();
  const providers = useSupportedSso(companyUuid);
  if (!companyUuid || !providers.data?.length) return null;
  return (
    <Stack spacing={1.5} data-testid="sso-buttons">
      <Divider>{t('auth.sso.or')}</Divider>
      {providers.data.map((p) => (
        <Button key={p.name} component="a" href={ssoStartUrl(companyUuid, p.name, redirectURL)} variant="outlined" size="large">
          {t('auth.sso.signInWith', { provider: p.label })}
        </Button>
      ))}
    </Stack>
  );
}
