import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from './logo.tsx';

/**
 * The main layout for a visitor without a session (`/home` is public under the main
 * layout): the logo and a Sign in button — no navigation, no user block, no bell, since all
 * of those need a signed-in user. Guarded routes never get here: their guard redirects first.
 */
export function AnonymousLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }} data-testid="anonymous-layout">
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, ml: -2 }}>
            <Logo compact={false} />
          </Box>
          <Button component={RouterLink} to="/auth/sign-in" variant="contained">
            {t('auth.signIn.submit')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
