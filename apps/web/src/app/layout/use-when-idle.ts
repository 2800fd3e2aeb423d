import { startTransition, useEffect, useState } from 'react';

/** Whether the page's main thread has been idle since it loaded: from then on nothing needs holding back. */
let seenIdle = false;

/**
 * False on the first render of a page's start-up, true once the page's main thread is first idle (or after
 * `timeoutMs` at the latest), set in a background render. For what a page can show a moment late so its own
 * content comes first. Once the page has been idle, true at once (a phone's menu opened later shows its items
 * straight away). Where the browser has no idle callback (Safari), the next task.
 */
export function useWhenIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(seenIdle);
  useEffect(() => {
    if (idle) return;
    const show = () => {
      seenIdle = true;
      startTransition(() => setIdle(true));
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const id = setTimeout(show, 0);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(show, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [idle, timeoutMs]);
  return idle;
}

/** Forgets that the page was idle (tests: each starts as a fresh page). */
export function resetWhenIdle(): void {
  seenIdle = false;
}
