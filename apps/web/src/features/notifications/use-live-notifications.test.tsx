import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@roadlens/contract/notifications';
import { sessionKeys } from '../../lib/api/keys.ts';
import { useLiveNotifications } from './use-live-notifications.ts';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';

stubEventSource();

const note = (actor_type: Notification['actor_type']): Notification =>
  ({
    id: 1,
    unread: true,
    level: 'success',
    actor_type,
    actor_object_id: 1,
    verb: 'updated',
    description: null,
    data: { title: 'x' },
    timestamp: 1,
  }) as Notification;

function Live() {
  useLiveNotifications(true);
  return null;
}

describe('live notifications', () => {
  it("reloads the profile when the company's settings change, and only then", async () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.all, { me: {}, permissions: [] });
    render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeEventSource.open.length).toBeGreaterThan(0));
    const stale = () => client.getQueryState(sessionKeys.all)?.isInvalidated;
    act(() => FakeEventSource.last!.send({ type: 'notification', notification: note('alertbind') }));
    expect(stale()).toBe(false);
    act(() => FakeEventSource.last!.send({ type: 'notification', notification: note('company') }));
    await waitFor(() => expect(stale()).toBe(true));
  });
});
