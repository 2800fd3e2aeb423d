import { describe, expect, it } from 'vitest';
import type { Me } from '@roadlens/contract';
import { dashboardRedirect, loginRedirect, signInRedirect, unknownPathRedirect } from './redirect-rules.ts';
import { hasPermissionIn, type SessionData } from './session-context.tsx';

function session(
  over: {
    application_type?: number;
    data_types?: number[];
    terminal?: boolean;
    superuser?: boolean;
    noRole?: boolean;
    legacyUrl?: string;
  } = {},
  permissions: string[] = [],
): SessionData {
  const me = {
    id: 1,
    auth_user: { username: 'u', email: 'u@x', first_name: '', last_name: '', is_staff: false, is_superuser: over.superuser ?? false },
    image: null,
    group: over.noRole ? null : { id: 1, name: 'Operator' },
    is_terminal_user: over.terminal ?? false,
    is_distributor_user: false,
    is_expert: false,
    default_route: null,
    company: {
      id: 1,
      uuid: 'x',
      name: 'C',
      grafana_org_id: null,
      driving_direction: 'right',
      data_types: over.data_types ?? [0],
      application_type: over.application_type ?? 0,
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
  } satisfies Me;
  return { me, permissions, legacyUrl: over.legacyUrl ?? null };
}

describe('redirect rules', () => {
  it('sends the signed-out to sign-in with the requested URL, omitted for sign-out', () => {
    expect(signInRedirect('/dashboard/main/map')).toBe('/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    expect(signInRedirect('/dashboard/devices?x=1')).toBe('/auth/sign-in?redirectURL=%2Fdashboard%2Fdevices%3Fx%3D1');
    expect(signInRedirect('/sign-out')).toBe('/auth/sign-in');
    expect(signInRedirect('/auth/sign-out')).toBe('/auth/sign-in');
    expect(loginRedirect('/apps/chat')).toBe('/auth/login?returnUrl=%2Fapps%2Fchat');
  });

  it('forces a journey company to the old-UI journey page: LEGACY_URL plus the path, or the not-installed page without one', () => {
    expect(dashboardRedirect('/dashboard/main/map', session({ application_type: 3, legacyUrl: 'https://old.example.org' }))).toEqual({
      external: 'https://old.example.org/dashboard/journey/',
    });
    expect(dashboardRedirect('/dashboard/main/map', session({ application_type: 3 }))).toEqual({ to: '/legacy/dashboard/journey/' });
  });

  it('sends a user without a role, who cannot open the main area, to /home; other areas keep their guards', () => {
    expect(dashboardRedirect('/dashboard/main/map', session({ noRole: true }))).toEqual({ to: '/home' });
    expect(dashboardRedirect('/dashboard', session({ noRole: true }))).toEqual({ to: '/home' });
    expect(dashboardRedirect('/dashboard/tabular', session({ noRole: true }))).toBeNull();
    expect(dashboardRedirect('/dashboard/main/map', session({ noRole: true, superuser: true }))).toBeNull();
    expect(dashboardRedirect('/dashboard/main/map', session({ noRole: true }, ['Platform|view_map']))).toBeNull();
  });

  it('keeps a terminal user on /dashboard/terminal', () => {
    expect(dashboardRedirect('/dashboard/devices', session({ terminal: true }))).toEqual({ to: '/dashboard/terminal' });
    expect(dashboardRedirect('/dashboard/terminal', session({ terminal: true }))).toBeNull();
  });

  it('sends a company whose only data type is 7 from the main area to road analytics', () => {
    expect(dashboardRedirect('/dashboard/main/map', session({ data_types: [7] }))).toEqual({ to: '/dashboard/road-analytics' });
    expect(dashboardRedirect('/dashboard/road-analytics', session({ data_types: [7] }))).toBeNull();
    expect(dashboardRedirect('/dashboard/main/map', session({ data_types: [0, 7] }))).toBeNull();
  });

  it('lets a standard user through', () => {
    expect(dashboardRedirect('/dashboard/main/map', session())).toBeNull();
  });

  it('sends unknown paths to /dashboard, /dashboard/journey… to the old UI', () => {
    expect(unknownPathRedirect('/nowhere')).toEqual({ to: '/dashboard' });
    expect(unknownPathRedirect('/dashboard/journey/5')).toEqual({ to: '/legacy/dashboard/journey/5/' });
    expect(unknownPathRedirect('/dashboard/journey/5', '/legacy')).toEqual({ external: '/legacy/dashboard/journey/5/' });
    expect(unknownPathRedirect('/dashboard/journey', 'https://old.example.org')).toEqual({
      external: 'https://old.example.org/dashboard/journey/',
    });
  });

  it('lets superusers pass every permission check', () => {
    expect(hasPermissionIn(session({}, ['Platform|view_map']), 'Platform|view_map')).toBe(true);
    expect(hasPermissionIn(session({}, []), 'Platform|view_map')).toBe(false);
    expect(hasPermissionIn(session({ superuser: true }, []), 'Platform|view_devices')).toBe(true);
  });
});
