import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './components/auth-layout.tsx';
import { WayOut } from './components/way-out.tsx';

/** /auth/forbidden — where a missing permission leads, with a way on from it. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.forbidden.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.forbidden.text')}
      </Typography>
      <WayOut />
    </AuthLayout>
  );
}
