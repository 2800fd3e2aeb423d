import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TrafficEvent } from '@roadlens/contract/events';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';
import { useLiveBurst } from './live.ts';

stubEventSource();

const traffic: TrafficEvent = { type: 'traffic', links: [] };

describe('useLiveBurst', () => {
  it('calls once per burst of events, after the burst, and again for the next burst', async () => {
    let calls = 0;
    const view = renderHook(() => useLiveBurst('traffic', () => calls++, 50));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => {
      for (let i = 0; i < 3; i++) FakeEventSource.last!.send(traffic);
    });
    expect(calls).toBe(0);
    await waitFor(() => expect(calls).toBe(1));
    act(() => FakeEventSource.last!.send(traffic));
    await waitFor(() => expect(calls).toBe(2));
    view.unmount();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  it('calls nothing once the screen is gone', async () => {
    let calls = 0;
    const view = renderHook(() => useLiveBurst('traffic', () => calls++, 50));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last!.send(traffic));
    view.unmount();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toBe(0);
  });
});
