import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SSO_ERRORS, type SsoError } from '@roadlens/contract/sso';

/**
 * Why a single sign-on attempt came back (`?sso_error=`), worded; unknown codes are ignored.
 * Shown on sign-in and, for the link flow, on the security settings.
 */
export function SsoErrorAlert({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code || !(SSO_ERRORS as readonly string[]).includes(code)) return null;
  return (
    <Alert severity="error" data-testid="sso-error">
      {t(`auth.sso.errors.${code as SsoError}`)}
    </Alert>
  );
}
