import { http, HttpResponse } from 'msw';
import { ICON_SETS, isIconSet } from '../icon-sets.ts';
import type { IconSet } from '../model.ts';

interface IconNames {
  names: string[];
  /** Per variant suffix, the base names that have no icon in that variant. */
  missing: Record<string, string[]>;
}

// The name list (generated from @mui/icons-material, checked by the test) loads on first use,
// so it stays out of the app's first download.
const loadNames = () => import('./material-icon-names.json').then((m) => m.default as IconNames);

export const iconsHandlers = [
  http.get('*/api/ui/icons/:set', async ({ params }) => {
    const id = String(params.set);
    if (!isIconSet(id)) return HttpResponse.json(null);
    const { names, missing } = await loadNames();
    const { name, suffix } = ICON_SETS[id];
    const absent = new Set(missing[suffix] ?? []);
    const set: IconSet = { namespace: id, name, grid: 32, suffix, list: names.filter((n) => !absent.has(n)) };
    return HttpResponse.json(set);
  }),
];
