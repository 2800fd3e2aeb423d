import { lazy, type ComponentType } from 'react';

/**
 * A page loaded when its route is first opened, so the first load carries only the shell and the
 * page in view (a signed-in user's map page does not wait for Reports or the charts of Insight).
 */
export function lazyPage<K extends string, M extends { [k in K]: ComponentType }>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
