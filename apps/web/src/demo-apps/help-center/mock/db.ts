import { guideContent, helpCenterSample } from './data.ts';

/** The help center's articles; read-only, rebuilt on reset for symmetry with the other apps. */
export let db = helpCenterSample();

export function resetHelpCenterDb(): void {
  db = helpCenterSample();
}

export const guideContentOf = (guide: { title: string; subtitle: string }) => guideContent(guide.title, guide.subtitle);
