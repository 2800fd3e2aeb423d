import { AsyncResource } from 'node:async_hooks';
import type { EventBus } from './events.ts';

/** A background loop started by startPeriodic: ask for a run now or soon, and stop it. */
export interface Periodic {
  /** Runs the work as soon as the current run (if any) ends; calls while one is already waiting add nothing. */
  kick(): void;
  /** Kicks after `delayMs`; calls while such a kick is waiting add nothing, so a burst of triggers is taken once. */
  kickSoon(delayMs: number): void;
  /** No new run starts; resolves once the current one has ended. */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  /** How often the work runs whatever else asks for it. */
  everyMs: number;
  work: () => Promise<unknown>;
  /** A failed run is reported here and the loop goes on: the next tick tries again. */
  onError: (err: unknown) => void;
  /** Something that also asks for a run: `on` subscribes (answering its unsubscribe); the run follows `afterMs` later. */
  wake?: { on: (wake: () => void) => () => void; afterMs: number };
}

/** A wake source for startPeriodic: each live `traffic` event (live processing has stored new data). */
export const onTraffic =
  (events: Pick<EventBus, 'subscribe'>) =>
  (wake: () => void): (() => void) =>
    events.subscribe(({ event }) => {
      if (event.type === 'traffic') wake();
    });

/**
 * Runs `work` at once, then every `everyMs` and whenever kicked. Runs never overlap in one
 * process, and kicks that arrive while a run is still waiting to start are folded into it, so a
 * busy trigger cannot pile up work. The timer does not keep the process alive.
 */
export function startPeriodic({ everyMs, work: asked, onError, wake }: PeriodicOptions): Periodic {
  // Every run in the context the loop was started in (background work stays background when a request kicks it).
  const work = AsyncResource.bind(asked);
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let soon: NodeJS.Timeout | null = null;
  const kick = () => {
    if (queued || stopped) return;
    queued = true;
    running = running
      .then(async () => {
        queued = false;
        if (!stopped) await work();
      })
      .catch(onError);
  };
  const kickSoon = (delayMs: number) => {
    if (soon || stopped) return;
    soon = setTimeout(() => {
      soon = null;
      kick();
    }, delayMs);
  };
  const timer = setInterval(kick, everyMs);
  timer.unref();
  const unsubscribe = wake?.on(() => kickSoon(wake.afterMs));
  kick();
  return {
    kick,
    kickSoon,
    async stop() {
      unsubscribe?.();
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      soon = null;
      await running;
    },
  };
}
