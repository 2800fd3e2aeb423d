import { createElement, lazy, type ComponentType } from 'react';

/** A page component that loads its code on first use, and can be told to load it ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded when its route is first opened, so the first load carries only the shell and the
 * page in view (a signed-in user's map page does not wait for Reports or the charts of Insight).
 * Once its code is in (`preload`, or a first render), the page renders at once: React's own lazy
 * component always waits a turn on its first render even for code already loaded, and that turn
 * is a second render of the whole tree.
 */
export function lazyPage<K extends string, M extends { [k in K]: ComponentType }>(load: () => Promise<M>, name: K): LazyPage {
  let page: ComponentType | null = null;
  const loadPage = async () => (page ??= (await load())[name]);
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  const Page = () => createElement(page ?? Lazy);
  return Object.assign(Page, { preload: () => loadPage().then(() => undefined) });
}
