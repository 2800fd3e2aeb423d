import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './components/auth-layout.tsx';
import { WayOut } from './components/way-out.tsx';

/** /legacy/… when this installation has no old UI (LEGACY_URL unset): says so, with a way on. */
export function NotInstalledPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('auth.notInstalled')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.notInstalledText')}
      </Typography>
      <WayOut />
    </AuthLayout>
  );
}
