import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@roadlens/contract/endpoints/users';
import { PERMISSION_CATALOGUE } from '@roadlens/contract/permissions';
import { handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { RolesTab } from './roles-tab.tsx';

const server = startEndpointServer();
const offered = Object.entries(PERMISSION_CATALOGUE)
  .filter(([, i]) => i.exists)
  .map(([c]) => c);
// A permission of a module this installation lacks (modules are added over time; the test follows).
const missing = Object.entries(PERMISSION_CATALOGUE).find(([, i]) => !i.exists);
const held = ['Platform|view_map', ...(missing ? [missing[0]] : [])];

describe('settings: roles', () => {
  it('shows permissions by readable name grouped by area, never raw codes, and only of installed modules', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(users.roles, () => [{ id: 7, name: 'Operators', permissions: held }]),
      handle(users.permissions, () => offered),
      handle(users.saveRole, ({ body }) => {
        sent.push(body);
        return { id: 7, name: 'Operators', permissions: (body as { permissions: string[] }).permissions };
      }),
    );
    const ui = userEvent.setup();
    await renderPage('*', signedIn(<RolesTab />, ['Platform|manage_users']), '/dashboard/settings/roles', en);
    const sensors = await screen.findByTestId('permission-area-sensors');
    expect(within(sensors).getByText('Sensors')).toBeInTheDocument();
    expect(within(sensors).getByRole('checkbox', { name: 'Add and change sensors' })).not.toBeChecked();
    expect(
      within(screen.getByTestId('permission-area-map')).getByRole('checkbox', { name: 'See the map, list and dashboards' }),
    ).toBeChecked();
    expect(screen.queryByText(/Platform\||Move\|/)).toBeNull();
    // Modules this installation lacks are not offered.
    if (missing)
      expect(screen.queryByText(en.settings.roles.permissions[missing[1].key as keyof typeof en.settings.roles.permissions])).toBeNull();

    await ui.click(within(sensors).getByRole('checkbox', { name: 'Add and change sensors' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    // The permission of the missing module the role already held is kept.
    await waitFor(() => expect(sent).toEqual([{ group: 7, permissions: [...held, 'Platform|change_devices'] }]));
  });
});
