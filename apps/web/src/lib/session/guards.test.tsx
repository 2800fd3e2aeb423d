import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Me } from '@roadlens/contract';
import { OptionalSession, RequirePermission, RequireSession, RequireStaff, UnknownPath } from './guards.tsx';
import { SESSION_QUERY_KEY, useOptionalSession, useSession, type SessionData } from './session-context.tsx';

const me = (over: Partial<Me['auth_user']> = {}, group: Me['group'] = { id: 1, name: 'Operator' }): Me => ({
  id: 1,
  auth_user: { username: 'u', email: 'u@x', first_name: '', last_name: '', is_staff: false, is_superuser: false, ...over },
  image: null,
  group,
  is_terminal_user: false,
  is_distributor_user: false,
  is_expert: false,
  default_route: null,
  company: {
    id: 1,
    uuid: 'x',
    name: 'C',
    grafana_org_id: null,
    driving_direction: 'right',
    data_types: [0],
    application_type: 0,
    measures: { distance: 'km', speed: 'km__hr' },
    peak_hours: { am: { from: '07:00', to: '09:00' }, pm: { from: '17:00', to: '19:00' } },
    speed_colors: [],
    time_zone: 'UTC',
    map_center: null,
  },
  measures: { distance: 'km', speed: 'km__hr' },
  definition_type: 0,
  time_zone: 'UTC',
  language: 'en',
  two_fa_enabled: false,
  sign_in_method: 'password',
});

function Who() {
  const { me: m, hasPermission } = useSession();
  return <p>{`${m.auth_user.username}:${hasPermission('Platform|view_devices')}`}</p>;
}

function Visitor() {
  const s = useOptionalSession();
  return <p>{s ? `home for ${s.me.auth_user.username}` : 'home for a visitor'}</p>;
}

const routes: RouteObject[] = [
  { path: '/auth/sign-in', element: <p>sign-in page</p> },
  { element: <OptionalSession />, children: [{ path: '/home', element: <Visitor /> }] },
  { path: '*', element: <UnknownPath /> },
  { path: '/auth/forbidden', element: <p>forbidden page</p> },
  { path: '/legacy/*', element: <p>not installed page</p> },
  {
    element: <RequireSession />,
    children: [
      { path: '/dashboard/main/map', element: <Who /> },
      {
        path: '/dashboard/devices',
        element: (
          <RequirePermission permission="Platform|view_devices">
            <p>devices page</p>
          </RequirePermission>
        ),
      },
      {
        path: '/dashboard/system-status',
        element: (
          <RequireStaff>
            <p>status page</p>
          </RequireStaff>
        ),
      },
      { path: '/dashboard/journey', element: <p>journey fallback</p> },
    ],
  },
];

async function renderAt(path: string, session: SessionData | null) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('guards', () => {
  it('sends the signed-out to sign-in with the requested URL', async () => {
    const router = await renderAt('/dashboard/devices?page=2', null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectURL=%2Fdashboard%2Fdevices%3Fpage%3D2');
  });

  it('provides the session to the signed-in', async () => {
    await renderAt('/dashboard/main/map', { me: me(), permissions: ['Platform|view_devices'] });
    expect(await screen.findByText('u:true')).toBeInTheDocument();
  });

  it('sends a missing permission to /auth/forbidden; superusers pass', async () => {
    await renderAt('/dashboard/devices', { me: me(), permissions: [] });
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
  });

  it('lets a superuser through every permission check', async () => {
    await renderAt('/dashboard/devices', { me: me({ is_superuser: true }), permissions: [] });
    expect(await screen.findByText('devices page')).toBeInTheDocument();
  });

  it('sends non-staff on a staff route to /dashboard/journey', async () => {
    await renderAt('/dashboard/system-status', { me: me(), permissions: [] });
    expect(await screen.findByText('journey fallback')).toBeInTheDocument();
  });

  it('opens /home to visitors and provides the session when there is one', async () => {
    await renderAt('/home', null);
    expect(await screen.findByText('home for a visitor')).toBeInTheDocument();
  });

  it('provides the session on /home when signed in', async () => {
    await renderAt('/home', { me: me(), permissions: [] });
    expect(await screen.findByText('home for u')).toBeInTheDocument();
  });

  it("shows a journey path as the old UI's page this installation does not have, when no LEGACY_URL is set", async () => {
    const router = await renderAt('/dashboard/journey/42', { me: me(), permissions: [], legacyUrl: null });
    expect(await screen.findByText('not installed page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legacy/dashboard/journey/42/');
  });

  it('asks a visitor to sign in before sending a journey path on to the old UI', async () => {
    const router = await renderAt('/dashboard/journey/42', null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectURL=%2Fdashboard%2Fjourney%2F42');
  });

  it('sends a user without a role from the main area to /home (the No Role warning, a menu, sign-out)', async () => {
    const router = await renderAt('/dashboard/main/map', { me: me({}, null), permissions: [] });
    expect(await screen.findByText('home for u')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
