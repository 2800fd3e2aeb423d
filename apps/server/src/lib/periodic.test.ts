import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from './events.ts';
import { asBackground, inBackground } from '../db/priority.ts';
import { onTraffic, startPeriodic } from './periodic.ts';

/** Work that takes `ms` of (fake) time and records when each run starts and whether runs overlapped. */
function slowWork(ms: number) {
  const starts: number[] = [];
  let active = 0;
  let overlapped = false;
  const work = async () => {
    starts.push(Date.now());
    active += 1;
    if (active > 1) overlapped = true;
    await new Promise((r) => setTimeout(r, ms));
    active -= 1;
  };
  return { work, starts, overlapped: () => overlapped };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodic', () => {
  it('runs its work as the work that started it, whoever kicks it (a request kicking a background loop)', async () => {
    const seen: boolean[] = [];
    const work = async () => {
      seen.push(inBackground());
    };
    const loop = asBackground(() => startPeriodic({ everyMs: 60_000, work, onError: () => {} }));
    await vi.advanceTimersByTimeAsync(10);
    loop.kick();
    await vi.advanceTimersByTimeAsync(10);
    loop.kickSoon(100);
    await vi.advanceTimersByTimeAsync(200);
    expect(inBackground()).toBe(false);
    expect(seen).toEqual([true, true, true]);
    await loop.stop();
  });

  it('runs at once and then on every tick', async () => {
    const w = slowWork(10);
    const loop = startPeriodic({ everyMs: 1000, work: w.work, onError: () => {} });
    await vi.advanceTimersByTimeAsync(3500);
    expect(w.starts).toEqual([0, 1000, 2000, 3000]);
    await loop.stop();
  });

  it('never overlaps runs, and folds the kicks that arrive during a run into one more run', async () => {
    const w = slowWork(500);
    const loop = startPeriodic({ everyMs: 60_000, work: w.work, onError: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    for (let i = 0; i < 5; i++) loop.kick();
    await vi.advanceTimersByTimeAsync(2000);
    expect(w.starts).toEqual([0, 500]);
    expect(w.overlapped()).toBe(false);
    await loop.stop();
  });

  it('takes a burst of kickSoon calls once, after the delay', async () => {
    const w = slowWork(1);
    const loop = startPeriodic({ everyMs: 60_000, work: w.work, onError: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    loop.kickSoon(1000);
    await vi.advanceTimersByTimeAsync(300);
    loop.kickSoon(1000);
    loop.kickSoon(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(w.starts).toEqual([0, 1100]);
    await loop.stop();
  });

  it('wakes a while after each traffic event, and stops listening when stopped', async () => {
    const listeners = new Set<(d: Delivery) => void>();
    const bus = {
      subscribe: (l: (d: Delivery) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    const emit = (type: 'traffic' | 'notification') =>
      listeners.forEach((l) => l({ to: { companyId: 1 }, event: { type } as Delivery['event'] }));
    const w = slowWork(1);
    const loop = startPeriodic({ everyMs: 60_000, work: w.work, onError: () => {}, wake: { on: onTraffic(bus), afterMs: 1000 } });
    await vi.advanceTimersByTimeAsync(100);
    emit('notification');
    emit('traffic');
    emit('traffic');
    await vi.advanceTimersByTimeAsync(2000);
    expect(w.starts).toEqual([0, 1100]);
    await loop.stop();
    expect(listeners.size).toBe(0);
  });

  it('reports a failed run and goes on with the next', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const loop = startPeriodic({
      everyMs: 1000,
      work: async () => {
        n += 1;
        if (n === 1) throw new Error('boom');
      },
      onError: (err) => errors.push(err),
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(n).toBe(3);
    expect(errors.map((e) => (e as Error).message)).toEqual(['boom']);
    await loop.stop();
  });

  it('stop waits for the run in progress, and nothing runs after it', async () => {
    const w = slowWork(500);
    const loop = startPeriodic({ everyMs: 1000, work: w.work, onError: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    loop.kick();
    loop.kickSoon(50);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(300);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await stopping;
    expect(stopped).toBe(true);
    loop.kick();
    await vi.advanceTimersByTimeAsync(5000);
    expect(w.starts).toEqual([0]);
  });
});
