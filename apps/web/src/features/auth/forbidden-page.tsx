import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './components/auth-layout.tsx';

/** /auth/forbidden — where a missing permission leads (core §2). */
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
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('auth.forbidden.back')}
      </Button>
    </AuthLayout>
  );
}
