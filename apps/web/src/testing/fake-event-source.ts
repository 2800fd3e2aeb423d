import { afterEach, beforeEach, vi } from 'vitest';
import type { LiveEvent } from '@roadlens/contract/events';

/** The browser's EventSource, replaced so a page test sends what the server's live stream would. */
export class FakeEventSource {
  /** Every stream opened since the test began, oldest first. */
  static open: FakeEventSource[] = [];
  static get last(): FakeEventSource | null {
    return FakeEventSource.open.at(-1) ?? null;
  }
  readonly listeners = new Map<string, Set<(e: MessageEvent<string>) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
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
  close() {
    this.closed = true;
  }
  /** One event, as the stream route writes it: named after its type, the whole event as JSON. */
  send(event: LiveEvent) {
    for (const l of this.listeners.get(event.type) ?? []) l(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

/** Puts the fake stream in place of the browser's for each test of the file, with no streams opened yet. */
export function stubEventSource() {
  beforeEach(() => {
    FakeEventSource.open = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());
}
