import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the page's main thread is first idle (or after `timeoutMs` at the latest),
 * set in a background render. For what a page can show a moment late so its own content comes first.
 * Where the browser has no idle callback (Safari), the next task.
 */
export function useWhenIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const id = setTimeout(show, 0);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(show, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [timeoutMs]);
  return idle;
}
