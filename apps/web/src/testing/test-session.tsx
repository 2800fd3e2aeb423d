import type { ReactElement } from 'react';
import type { Me } from '@roadlens/contract';
import { SessionProvider } from '../lib/session/session-context.tsx';

/** A signed-in user of a company, as `users/me` answers it. */
export function testMe(over: Partial<Me> = {}): Me {
  return {
    id: 1,
    auth_user: {
      username: 'admin',
      email: 'admin@example.com',
      first_name: 'Ada',
      last_name: 'Admin',
      is_staff: false,
      is_superuser: false,
    },
    image: null,
    group: null,
    is_terminal_user: false,
    is_distributor_user: false,
    is_expert: false,
    default_route: null,
    company: {
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Demo City',
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
    ...over,
  } as Me;
}

/** The screen inside a signed-in area, with these permissions. */
export const signedIn = (element: ReactElement, permissions: string[] = [], me: Me = testMe()) => (
  <SessionProvider data={{ me, permissions }}>{element}</SessionProvider>
);
