import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The tabs above a link's, route's or sensor's page: its overview and its alerts, each a page of
 * its own (`/dashboard/links/7` and `/dashboard/links/7/alerts`), so a notification can link to
 * the alerts directly. `overviewTo` is for objects without a page of their own (a sign's overview
 * is the signs page).
 */
export function ObjectTabs({ base, showAlerts = true, overviewTo }: { base: string; showAlerts?: boolean; overviewTo?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').endsWith('/alerts') ? 'alerts' : 'overview';
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} variant="scrollable" allowScrollButtonsMobile>
      <Tab value="overview" label={t('objectTabs.overview')} component={RouterLink} to={overviewTo ?? base} data-testid="tab-overview" />
      {showAlerts && (
        <Tab value="alerts" label={t('objectTabs.alerts')} component={RouterLink} to={`${base}/alerts`} data-testid="tab-alerts" />
      )}
    </Tabs>
  );
}
