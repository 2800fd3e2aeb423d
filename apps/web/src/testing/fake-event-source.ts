import { afterAll, beforeAll, vi } from 'vitest';
import type { LiveEvent } from '@roadlens/contract/events';

/** The browser's EventSource, replaced so a page test sends what the server's live stream would. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, Set<(e: MessageEvent<string>) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(l);
  }
  close() {}
  /** One event, as the stream sends it: named after its type, the whole event as JSON. */
  send(event: LiveEvent) {
    for (const l of this.listeners.get(event.type) ?? []) l(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

/** Puts the fake stream in place of the browser's for the test file. */
export function stubEventSource() {
  beforeAll(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterAll(() => vi.unstubAllGlobals());
}
