import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@roadlens/contract/notifications';
import { sessionKeys } from '../../lib/api/keys.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

/** The browser's EventSource, replaced so the test can send what the server's stream would. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(e: MessageEvent<string>) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.open.push(this);
  }
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(l);
  }
  removeEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(l);
  }
  close() {}
  send(notification: Notification) {
    const event = { type: 'notification', notification };
    for (const l of this.listeners.get('notification') ?? []) l(new MessageEvent('notification', { data: JSON.stringify(event) }));
  }
}

const original = globalThis.EventSource;
beforeEach(() => {
  FakeEventSource.open = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => {
  globalThis.EventSource = original;
});

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
    act(() => FakeEventSource.open.at(-1)!.send(note('alertbind')));
    expect(stale()).toBe(false);
    act(() => FakeEventSource.open.at(-1)!.send(note('company')));
    await waitFor(() => expect(stale()).toBe(true));
  });
});
