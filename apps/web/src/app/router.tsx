import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { settingsRoute } from '../features/settings/routes.tsx';
import { OptionalSession, RequirePermission, RequireSession, RequireStaff, UnknownPath } from '../lib/session/guards.tsx';
import { demoRoutes } from '../demo-apps/index.ts';
import { MainLayout } from './layout/main-layout.tsx';
import { HELP } from './layout/help-pages.ts';
import type { RouteHandle } from './layout/route-handle.ts';
import { lazyPage } from '../lib/lazy-page.ts';

// Pages load on first use; the sign-in page and the layouts are in the first load.
const VIEW_COMPANY_SETTINGS = 'Platform|view_settings-company';
/** Opens the dashboard's live map, alerts and list (the landing page prepares the map's data only with it). */
export const VIEW_MAP = 'Platform|view_map';
const SignOutPage = lazyPage(() => import('../features/auth/sign-out-page.tsx'), 'SignOutPage');
const ForbiddenPage = lazyPage(() => import('../features/auth/forbidden-page.tsx'), 'ForbiddenPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage');
const UnlockSessionPage = lazyPage(() => import('../features/auth/unlock-session-page.tsx'), 'UnlockSessionPage');
const HomePage = lazyPage(() => import('../features/auth/home-page.tsx'), 'HomePage');
const SsoCompletePage = lazyPage(() => import('../features/auth/sso-complete-page.tsx'), 'SsoCompletePage');
const NotInstalledPage = lazyPage(() => import('../features/auth/not-installed-page.tsx'), 'NotInstalledPage');
const CompanySettingsPage = lazyPage(() => import('../features/company-settings/company-settings-page.tsx'), 'CompanySettingsPage');
const ExternalDashboardPage = lazyPage(() => import('../features/external-dashboard/external-dashboard-page.tsx'), 'ExternalDashboardPage');
const MapPage = lazyPage(() => import('../features/map/map-page.tsx'), 'MapPage');
const DeviceListPage = lazyPage(() => import('../features/devices/device-list-page.tsx'), 'DeviceListPage');
const DeviceDetailPage = lazyPage(() => import('../features/devices/device-detail-page.tsx'), 'DeviceDetailPage');
const LinkListPage = lazyPage(() => import('../features/links/link-list-page.tsx'), 'LinkListPage');
const LinkDetailPage = lazyPage(() => import('../features/links/link-detail-page.tsx'), 'LinkDetailPage');
const RouteListPage = lazyPage(() => import('../features/routes/route-list-page.tsx'), 'RouteListPage');
const AlertsDashboardPage = lazyPage(() => import('../features/alerts-dashboard/alerts-dashboard-page.tsx'), 'AlertsDashboardPage');
const LinkFormPage = lazyPage(() => import('../features/links/link-form-page.tsx'), 'LinkFormPage');
const RouteDetailPage = lazyPage(() => import('../features/routes/route-detail-page.tsx'), 'RouteDetailPage');
const RouteFormPage = lazyPage(() => import('../features/routes/route-form-page.tsx'), 'RouteFormPage');
const SignsPage = lazyPage(() => import('../features/signs/signs-page.tsx'), 'SignsPage');
const TagsPage = lazyPage(() => import('../features/tags/tags-page.tsx'), 'TagsPage');
const GridsPage = lazyPage(() => import('../features/grids/grids-page.tsx'), 'GridsPage');
const OdsPage = lazyPage(() => import('../features/grids/ods-page.tsx'), 'OdsPage');
const MainListPage = lazyPage(() => import('../features/main-list/main-list-page.tsx'), 'MainListPage');
const TabularPage = lazyPage(() => import('../features/tabular/tabular-page.tsx'), 'TabularPage');
const TerminalPage = lazyPage(() => import('../features/terminal/terminal-page.tsx'), 'TerminalPage');
const RoadAnalyticsPage = lazyPage(() => import('../features/road-analytics/road-analytics-page.tsx'), 'RoadAnalyticsPage');
const SharedTrafficStatsPage = lazyPage(
  () => import('../features/road-analytics/share/shared-traffic-stats-page.tsx'),
  'SharedTrafficStatsPage',
);
const SystemStatusPage = lazyPage(() => import('../features/system-status/system-status-page.tsx'), 'SystemStatusPage');
const InsightPage = lazyPage(() => import('../features/insight/insight-page.tsx'), 'InsightPage');
const RouteMonitoringPage = lazyPage(() => import('../features/route-monitoring/route-monitoring-page.tsx'), 'RouteMonitoringPage');
const JunctionPage = lazyPage(() => import('../features/junction/junction-page.tsx'), 'JunctionPage');
const AlertRulesPage = lazyPage(() => import('../features/alert-rules/alert-rules-page.tsx'), 'AlertRulesPage');
const DeviceAlertsPage = lazyPage(() => import('../features/alert-rules/object-alerts-page.tsx'), 'DeviceAlertsPage');
const LinkAlertsPage = lazyPage(() => import('../features/alert-rules/object-alerts-page.tsx'), 'LinkAlertsPage');
const RouteAlertsPage = lazyPage(() => import('../features/alert-rules/object-alerts-page.tsx'), 'RouteAlertsPage');
const SignAlertsPage = lazyPage(() => import('../features/alert-rules/object-alerts-page.tsx'), 'SignAlertsPage');
const TagAlertsPage = lazyPage(() => import('../features/alert-rules/object-alerts-page.tsx'), 'TagAlertsPage');
const ActionsPage = lazyPage(() => import('../features/actions/actions-page.tsx'), 'ActionsPage');
const ActivityInfoPage = lazyPage(() => import('../features/activities/activity-info-page.tsx'), 'ActivityInfoPage');
const ReportsPage = lazyPage(() => import('../features/reports/reports-page.tsx'), 'ReportsPage');
const ReportInfoPage = lazyPage(() => import('../features/reports/report-info-page.tsx'), 'ReportInfoPage');

/** A page behind one permission: the common shape of a dashboard route. */
const guarded = (path: string, permission: string, page: ReactNode, handle: RouteHandle): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{page}</RequirePermission>,
  handle,
});

/**
 * The route table. Route modules stay thin: they pick a page from a feature.
 * - `authRoutes`: the auth area under the empty layout (identity issue).
 * - `dashboardRoutes`: children of /dashboard under the main layout (each feature adds its lines).
 * - the template areas come from the demo-apps list, under the main layout too.
 */
export const authRoutes: RouteObject[] = [
  { path: '/auth/sign-in', element: <SignInPage /> },
  { path: '/auth/login', element: <SignInPage /> },
  { path: '/auth/sign-out', element: <SignOutPage /> },
  { path: '/sign-out', element: <Navigate to="/auth/sign-out" replace /> },
  { path: '/auth/forbidden', element: <ForbiddenPage /> },
  { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/sign-up', element: <SignUpPage /> },
  { path: '/auth/unlock-session', element: <UnlockSessionPage /> },
  { path: '/auth/sso', element: <SsoCompletePage /> },
  // The old UI's paths, when this installation has none (LEGACY_URL unset): a page saying so, with a way on.
  { path: '/legacy/*', element: <NotInstalledPage /> },
  // A shared view: outside every session guard, so it opens with no sign-in and loads no profile.
  { path: '/share/road-analytics/traffic-stats', element: <SharedTrafficStatsPage /> },
];

export const dashboardRoutes: RouteObject[] = [
  {
    ...settingsRoute,
    index: false,
    handle: { ...(settingsRoute.handle as object), help_url: HELP.settings },
    children: [
      ...(settingsRoute.children ?? []),
      {
        path: 'company',
        element: (
          <RequirePermission permission={VIEW_COMPANY_SETTINGS}>
            <CompanySettingsPage />
          </RequirePermission>
        ),
      },
    ],
  },
  guarded('main/grafana', VIEW_COMPANY_SETTINGS, <ExternalDashboardPage />, { breadcrumb: 'Dashboard', help_url: HELP.map }),
  guarded('main/map', VIEW_MAP, <MapPage />, { breadcrumb: 'Dashboard', help_url: HELP.map }),
  guarded('main/alerts', VIEW_MAP, <AlertsDashboardPage />, { breadcrumb: 'Dashboard', help_url: HELP.alerts }),
  guarded('main/list', VIEW_MAP, <MainListPage />, { breadcrumb: 'Dashboard', help_url: HELP.list }),
  // Tabular needs no permission of its own: its data calls check view_devices on the server.
  { path: 'tabular', element: <TabularPage />, handle: { breadcrumb: 'Tabular Data', help_url: HELP.tabular } },
  // Targets of the session rules, so exempt from them: terminal users stay on the terminal,
  // road-analytics-only companies are sent here from the main area (lib/session/redirect-rules.ts).
  { path: 'terminal', element: <TerminalPage />, handle: { breadcrumb: 'Dashboard', help_url: HELP.terminal } },
  { path: 'road-analytics', element: <RoadAnalyticsPage />, handle: { breadcrumb: 'Road Analytics', help_url: HELP.roadAnalytics } },
  guarded('devices', 'Platform|view_devices', <DeviceListPage />, { breadcrumb: 'Devices', help_url: HELP.devices }),
  guarded('devices/:id', 'Platform|view_devices', <DeviceDetailPage />, { breadcrumb: 'Devices', help_url: HELP.devices }),
  guarded('links', 'Platform|view_links', <LinkListPage />, { breadcrumb: 'Links', help_url: HELP.links }),
  guarded('links/:id', 'Platform|view_links', <LinkDetailPage />, { breadcrumb: 'Links', help_url: HELP.links }),
  guarded('tags', 'Platform|view_tags', <TagsPage />, { breadcrumb: 'Tags', help_url: HELP.tags }),
  guarded('grids', 'Platform|view_grids', <GridsPage />, { breadcrumb: 'Grids', help_url: HELP.grids }),
  // Origin/destination studies: the O/D matrix of a grid on a page of its own.
  guarded('ods', 'Platform|view_grids', <OdsPage />, { breadcrumb: 'gridsArea.breadcrumb.od', help_url: HELP.grids }),
  guarded('signs', 'Platform|view_signs', <SignsPage />, { breadcrumb: 'Signs', help_url: HELP.signs }),
  guarded('routes', 'Platform|view_routes', <RouteListPage />, { breadcrumb: 'Routes', help_url: HELP.routes }),
  guarded('links/new', 'Platform|change_links', <LinkFormPage />, { breadcrumb: 'Links', help_url: HELP.links }),
  guarded('links/:id/edit', 'Platform|change_links', <LinkFormPage />, { breadcrumb: 'Links', help_url: HELP.links }),
  guarded('routes/new', 'Platform|change_routes', <RouteFormPage />, { breadcrumb: 'Routes', help_url: HELP.routes }),
  guarded('routes/:id', 'Platform|view_routes', <RouteDetailPage />, { breadcrumb: 'Routes', help_url: HELP.routes }),
  guarded('routes/:id/edit', 'Platform|change_routes', <RouteFormPage />, { breadcrumb: 'Routes', help_url: HELP.routes }),
  // Insight needs no permission of its own: the server keeps every item to the caller's company.
  { path: 'insight', element: <InsightPage />, handle: { breadcrumb: 'Insight', help_url: HELP.insight } },
  guarded('route-monitoring-map', 'Move|view_move:route_monitoring', <RouteMonitoringPage />, {
    breadcrumb: 'Route Monitoring Map',
    help_url: HELP.routeMonitoring,
  }),
  guarded('junction', 'Move|view_move:junction', <JunctionPage />, { breadcrumb: 'Junction Dashboard', help_url: HELP.junction }),
  {
    path: 'system-status',
    element: (
      <RequireStaff>
        <SystemStatusPage />
      </RequireStaff>
    ),
    handle: { breadcrumb: 'System Status', help_url: HELP.systemStatus },
  },
  guarded('alerts', 'Platform|view_alerts', <AlertRulesPage />, { breadcrumb: 'Alert Rules', help_url: HELP.alertRules }),
  guarded('actions', 'Platform|view_actions', <ActionsPage />, { breadcrumb: 'Actions', help_url: HELP.actions }),
  // Where a port activity's notification leads.
  guarded('activity/:id/info', 'Platform|view_activities', <ActivityInfoPage />, { breadcrumb: 'Activity', help_url: HELP.activity }),
  guarded('reports', 'Platform|view_report', <ReportsPage />, { breadcrumb: 'Reports', help_url: HELP.reports }),
  // Where a report's "ready" notification leads: one run, its details and its files.
  guarded('report/:id/info', 'Platform|view_report', <ReportInfoPage />, { breadcrumb: 'Reports', help_url: HELP.reports }),
  // An object's Alerts tab: where an alert's notification leads.
  {
    path: 'devices/:id/alerts',
    element: (
      <RequirePermission permission="Platform|view_devices">
        <RequirePermission permission="Platform|view_alerts">
          <DeviceAlertsPage />
        </RequirePermission>
      </RequirePermission>
    ),
    handle: { breadcrumb: 'Devices', help_url: HELP.alertRules },
  },
  {
    path: 'links/:id/alerts',
    element: (
      <RequirePermission permission="Platform|view_links">
        <RequirePermission permission="Platform|view_alerts">
          <LinkAlertsPage />
        </RequirePermission>
      </RequirePermission>
    ),
    handle: { breadcrumb: 'Links', help_url: HELP.alertRules },
  },
  {
    path: 'routes/:id/alerts',
    element: (
      <RequirePermission permission="Platform|view_routes">
        <RequirePermission permission="Platform|view_alerts">
          <RouteAlertsPage />
        </RequirePermission>
      </RequirePermission>
    ),
    handle: { breadcrumb: 'Routes', help_url: HELP.alertRules },
  },
  {
    path: 'signs/:id/alerts',
    element: (
      <RequirePermission permission="Platform|view_signs">
        <RequirePermission permission="Platform|view_alerts">
          <SignAlertsPage />
        </RequirePermission>
      </RequirePermission>
    ),
    handle: { breadcrumb: 'Signs', help_url: HELP.alertRules },
  },
  {
    path: 'tags/:id/alerts',
    element: (
      <RequirePermission permission="Platform|view_tags">
        <RequirePermission permission="Platform|view_alerts">
          <TagAlertsPage />
        </RequirePermission>
      </RequirePermission>
    ),
    handle: { breadcrumb: 'Tags', help_url: HELP.alertRules },
  },
];

export const routes: RouteObject[] = [
  ...authRoutes,
  // Public under the main layout: the anonymous variant, or the signed-in one if there is a session.
  {
    element: <OptionalSession />,
    children: [{ element: <MainLayout />, children: [{ path: '/home', element: <HomePage />, handle: { help_url: HELP.home } }] }],
  },
  { path: '/', element: <Navigate to="/dashboard/main/map" replace /> },
  {
    // Signed-in area: me + my_permissions load before the layout renders (lib/session/guards.tsx).
    element: <RequireSession />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: '/dashboard', children: [{ index: true, element: <Navigate to="/dashboard/main/map" replace /> }, ...dashboardRoutes] },
          { handle: { help_url: HELP.apps }, children: demoRoutes },
        ],
      },
    ],
  },
  { path: '*', element: <UnknownPath /> },
];

export const createRouter = () => createBrowserRouter(routes);

/** Loads the live map page's code ahead of the first render (see app/landing-data.ts). */
export const preloadLiveMap = () => MapPage.preload();
