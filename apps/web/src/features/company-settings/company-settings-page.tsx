import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context.tsx';
import { useCompanySettings } from './company-settings-api.ts';
import { CompanySettingsForm } from './company-settings-form.tsx';

export const VIEW_COMPANY_SETTINGS = 'Platform|view_settings-company';
export const CHANGE_COMPANY_SETTINGS = 'Platform|change_settings-company';

/** /dashboard/settings/company: everyone with the view permission reads it, the change permission edits it. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const q = useCompanySettings();
  if (q.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('companySettings.loading')} />
      </Stack>
    );
  if (q.isError) return <Alert severity="error">{t('companySettings.loadFailed')}</Alert>;
  return <CompanySettingsForm key={q.data.id} settings={q.data} readOnly={!hasPermission(CHANGE_COMPANY_SETTINGS)} />;
}
