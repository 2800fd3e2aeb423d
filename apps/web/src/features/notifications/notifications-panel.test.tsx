import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@roadlens/contract/notifications';
import { notifications } from '@roadlens/contract/endpoints/notifications';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import en from './locales/en.json';
import { NotificationsPanel } from './notifications-panel.tsx';
import { useUnreadCount } from './use-notifications.ts';

const server = startEndpointServer();

/** The bell's badge as the top bar shows it. */
function Bell() {
  const count = useUnreadCount();
  return <output aria-label="unread count">{count.data ?? '…'}</output>;
}

const row = (id: number, verb: string): Notification => ({
  id,
  unread: true,
  level: 'warning',
  actor_type: 'other',
  actor_object_id: null,
  verb,
  description: `${verb} details`,
  timestamp: 1_700_000_000 + id,
  data: {},
});

let store: Notification[];
let patches: Array<{ id: string; body: unknown }>;

beforeEach(() => {
  store = [row(1, 'Sensor offline'), row(2, 'Queue at the bridge')];
  patches = [];
  const unread = (q: URLSearchParams) => store.filter((n) => q.get('unread') !== 'true' || n.unread);
  server.use(
    handle(notifications.list, ({ query }) => ({ results: unread(query), count: unread(query).length })),
    handle(notifications.count, ({ query }) => ({ count: unread(query).length })),
    handle(notifications.patch, ({ params, body }) => {
      patches.push({ id: params.id, body });
      const n = store.find((x) => x.id === Number(params.id));
      if (!n) return failWith(404, { detail: 'Not found.' });
      n.unread = (body as { unread: boolean }).unread;
      return n;
    }),
  );
});

describe('notifications panel', () => {
  it('marks one read: the row leaves the unread list and the count drops', async () => {
    const user = userEvent.setup();
    await renderPage(
      '*',
      <>
        <Bell />
        <NotificationsPanel timeZone="UTC" />
      </>,
      '/',
      en,
    );
    const count = screen.getByLabelText('unread count');
    await waitFor(() => expect(count).toHaveTextContent('2'));
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(2);

    const first = rows.find((r) => within(r).queryByText('Sensor offline details'))!;
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(count).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(1));
    expect(screen.queryByText('Sensor offline details')).toBeNull();
    expect(patches).toEqual([{ id: '1', body: { unread: false } }]);
  });

  it('shows the empty state when nothing is unread', async () => {
    store.forEach((n) => (n.unread = false));
    await renderPage('*', <NotificationsPanel timeZone="UTC" />, '/', en);
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
  });
});
