import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, UserListItem } from '@roadlens/contract';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { users } from '@roadlens/contract/endpoints/users';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { UsersTab } from './users-tab.tsx';
import { InvitationsTab } from './invitations-tab.tsx';

const server = startEndpointServer();
const ADMIN = ['Platform|manage_users'];
const roles = [
  { id: 7, name: 'Operators', permissions: ['Platform|view_map'] },
  { id: 8, name: 'Viewers', permissions: [] },
];

const user = (id: number, username: string, over: Partial<UserListItem> = {}): UserListItem => ({
  id,
  username,
  email: `${username}@example.com`,
  first_name: username,
  last_name: 'Smith',
  group: null,
  is_active: true,
  is_staff: false,
  two_fa_enabled: false,
  last_login: null,
  ...over,
});

/** What the screen sent, in order: `list`, `patch 2 {...}`, `create {...}`. */
let sent: string[];
beforeEach(() => {
  sent = [];
});

describe('settings: users', () => {
  let store: UserListItem[];
  beforeEach(() => {
    store = [user(1, 'admin'), user(2, 'olga', { group: { id: 7, name: 'Operators' } })];
    server.use(
      handle(users.list, () => {
        sent.push('list');
        return store.map((u) => ({ ...u }));
      }),
      handle(users.roles, () => roles),
      handle(users.patch, ({ params, body }) => {
        sent.push(`patch ${params.id} ${JSON.stringify(body)}`);
        const u = store.find((x) => x.id === Number(params.id));
        if (!u) return failWith(404, { detail: 'Not found.' });
        Object.assign(u, body);
        return u;
      }),
    );
  });

  it('lists the company users, and disabling one shows the list as the server now has it', async () => {
    const ui = userEvent.setup();
    await renderPage('*', signedIn(<UsersTab />, ADMIN), '/dashboard/settings/users', en);
    const olga = (await screen.findByText('olga')).closest('tr')!;
    expect(within(olga).getByText('olga@example.com')).toBeInTheDocument();
    const active = within(olga).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    // You cannot disable yourself.
    expect(within(screen.getByText('admin').closest('tr')!).getByRole('switch', { name: 'Active' })).toBeDisabled();

    await ui.click(active);
    await waitFor(() => expect(within(screen.getByText('olga').closest('tr')!).getByRole('switch', { name: 'Active' })).not.toBeChecked());
    // The change, then the list read again.
    expect(sent.slice(sent.indexOf('patch 2 {"is_active":false}'))).toEqual(['patch 2 {"is_active":false}', 'list']);
  });
});

describe('settings: invitations', () => {
  let pending: Invitation[];
  beforeEach(() => {
    pending = [];
    server.use(
      handle(invitations.pending, () => pending.map((i) => ({ ...i }))),
      handle(users.roles, () => roles),
      handle(invitations.create, ({ body }) => {
        const b = body as { email: string; group: number | null };
        sent.push(`create ${JSON.stringify(b)}`);
        if (b.email === 'taken@example.com') return failWith(400, { email: ['A user with this e-mail already exists.'] });
        const role = roles.find((r) => r.id === b.group);
        const inv: Invitation = {
          id: pending.length + 1,
          email: b.email,
          group: role ? { id: role.id, name: role.name } : null,
          created_at: '2026-01-01T10:00:00Z',
          expires_at: '2026-01-08T10:00:00Z',
        };
        pending.push(inv);
        return inv;
      }),
    );
  });

  it('invites an address with a role and shows it among the pending invitations', async () => {
    const ui = userEvent.setup();
    await renderPage('*', signedIn(<InvitationsTab />, ADMIN), '/dashboard/settings/invitations', en);
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();

    await ui.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'new.operator@example.com');
    await ui.click(screen.getByRole('combobox', { name: 'Role' }));
    await ui.click(await screen.findByRole('option', { name: 'Operators' }));
    await ui.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('new.operator@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Operators · expires/)).toBeInTheDocument();
    expect(screen.queryByText('No pending invitations.')).toBeNull();
    expect(sent).toEqual(['create {"email":"new.operator@example.com","group":7}']);
  });

  it("shows the server's reason when the address cannot be invited", async () => {
    const ui = userEvent.setup();
    await renderPage('*', signedIn(<InvitationsTab />, ADMIN), '/dashboard/settings/invitations', en);
    await screen.findByText('No pending invitations.');
    await ui.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'taken@example.com');
    await ui.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeInTheDocument();
    expect(pending).toHaveLength(0);
  });
});
