import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The empty layout of the auth area: a form card beside a brand panel. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box sx={{ flex: { xs: 1, md: '0 0 520px' }, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider' }}>
          <Box component="img" src="/favicon.svg" alt="Roadlens" sx={{ width: 48, height: 48, mb: 3 }} />
          {children}
        </Paper>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          px: 10,
          color: '#e2e8f0',
          background: 'radial-gradient(circle at 20% 20%, #312e81 0%, #0f172a 60%)',
        }}
      >
        <Typography variant="h3" sx={{ fontWeight: 800, color: '#fff', mb: 2 }}>
          {t('auth.signIn.tagline')}
        </Typography>
        <Typography sx={{ maxWidth: 520, fontSize: 18, opacity: 0.85 }}>{t('auth.signIn.taglineText')}</Typography>
      </Box>
    </Box>
  );
}
