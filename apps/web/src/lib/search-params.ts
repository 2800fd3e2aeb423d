import { useCallback, useLayoutEffect, useRef } from 'react';
import { createSearchParams, useSearchParams as useRouterSearchParams, type NavigateOptions, type URLSearchParamsInit } from 'react-router';

type Next = URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit);

/**
 * Tracks the parameters this page wrote and the ones the router has rendered. The router renders a
 * navigation later than it is asked for (in a transition), so its own functional update hands over
 * the parameters of its last render: two choices made before it renders again (a sort, then the
 * next page; a date, then a weekday) would lose the first. Here an update composes on the newest
 * parameters written, and a render of an older write does not take them back; a navigation made
 * elsewhere (a link, the back button) is adopted as it renders.
 */
export class WrittenParams {
  private pending: string[] = [];
  latest: URLSearchParams;

  constructor(rendered: URLSearchParams) {
    this.latest = rendered;
  }

  /** The router rendered `params`. */
  rendered(params: URLSearchParams) {
    const at = this.pending.indexOf(params.toString());
    if (at === -1) {
      this.pending = [];
      this.latest = params;
      return;
    }
    this.pending = this.pending.slice(at + 1);
    if (this.pending.length === 0) this.latest = params;
  }

  /** The parameters `next` makes of the newest ones, or null when they would not change. */
  write(next: Next): URLSearchParams | null {
    const made = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(this.latest)) : next);
    if (made.toString() === this.latest.toString()) return null;
    this.latest = made;
    this.pending.push(made.toString());
    return made;
  }
}

/**
 * `useSearchParams` of the router, with updates that compose on the newest parameters written; the
 * third value reads those newest parameters before the router has rendered them.
 */
export function useSearchParams(): [URLSearchParams, (next: Next, options?: NavigateOptions) => void, () => URLSearchParams] {
  const [params, setParams] = useRouterSearchParams();
  const written = useRef<WrittenParams | null>(null);
  written.current ??= new WrittenParams(params);
  // A layout effect runs as the render commits, so no update can slip in between and read it stale.
  useLayoutEffect(() => written.current!.rendered(params), [params]);
  const set = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const made = written.current!.write(next);
      if (made) setParams(made, options);
    },
    [setParams],
  );
  const latest = useCallback(() => written.current!.latest, []);
  return [params, set, latest];
}
