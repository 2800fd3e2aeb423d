import { Suspense } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context.tsx';

export const MANAGE_USERS = 'Platform|manage_users';
/** The company tab's page is its own feature, added to these routes by the router. */
const VIEW_COMPANY = 'Platform|view_settings-company';

/** /dashboard/settings: the user's own tabs for everyone, the admin tabs with `manage_users`, the company's with its view permission. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const { pathname } = useLocation();
  const tabs = [
    'profile',
    'security',
    ...(hasPermission(MANAGE_USERS) ? ['users', 'invitations', 'roles'] : []),
    ...(hasPermission(VIEW_COMPANY) ? ['company'] : []),
  ];
  const current = tabs.find((tab) => pathname.startsWith(`/dashboard/settings/${tab}`)) ?? false;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <Tabs value={current} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={t(`settings.tabs.${tab}`)} component={RouterLink} to={`/dashboard/settings/${tab}`} />
        ))}
      </Tabs>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
