import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_EVENT_TYPES, LiveEvent, type LiveEventOf, type LiveEventType } from '@roadlens/contract/events';
import { events } from '@roadlens/contract/endpoints/events';

/**
 * The tab's one live event stream. The first screen that listens opens it, the last one that
 * stops listening closes it, and every event is checked against the contract's union before a
 * handler sees it, so each handler gets exactly the event type it asked for.
 */

type Handler = (event: LiveEvent) => void;
const handlers = new Map<LiveEventType, Set<Handler>>();
const connectionListeners = new Set<() => void>();
let source: EventSource | null = null;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  connectionListeners.forEach((l) => l());
}

function dispatch(type: LiveEventType, raw: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  const event = LiveEvent.safeParse(parsed);
  if (!event.success || event.data.type !== type) return;
  for (const h of [...(handlers.get(type) ?? [])]) h(event.data);
}

function listening() {
  let n = connectionListeners.size;
  for (const set of handlers.values()) n += set.size;
  return n;
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const s = new EventSource(events.stream.path, { withCredentials: true });
  s.onopen = () => setConnected(true);
  s.onerror = () => setConnected(false);
  for (const type of LIVE_EVENT_TYPES) s.addEventListener(type, (m) => dispatch(type, (m as MessageEvent<string>).data));
  source = s;
}

function closeIfIdle() {
  if (!source || listening() > 0) return;
  source.close();
  source = null;
  setConnected(false);
}

/** Calls `handler` with every live event of `type` while the component is mounted (and `enabled`). */
export function useLiveEvent<K extends LiveEventType>(type: K, handler: (event: LiveEventOf<K>) => void, enabled = true) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const h: Handler = (e) => latest.current(e as LiveEventOf<K>);
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(h);
    open();
    return () => {
      set.delete(h);
      closeIfIdle();
    };
  }, [type, enabled]);
}

/**
 * Calls `handler` once per burst of live events of `type`, `afterMs` after the first of the burst: for screens that
 * read figures again (sums over links made on the server) rather than take them from the events themselves.
 */
export function useLiveBurst(type: LiveEventType, handler: () => void, afterMs = 1000, enabled = true) {
  const latest = useRef(handler);
  latest.current = handler;
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLiveEvent(
    type,
    () => {
      pending.current ??= setTimeout(() => {
        pending.current = undefined;
        latest.current();
      }, afterMs);
    },
    enabled,
  );
  useEffect(() => () => clearTimeout(pending.current), []);
}

function subscribeConnection(listener: () => void) {
  connectionListeners.add(listener);
  open();
  return () => {
    connectionListeners.delete(listener);
    closeIfIdle();
  };
}

/** Whether the tab's live stream is connected (a wall display shows it). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribeConnection,
    () => connected,
    () => false,
  );
}
