import { demoApps } from '../../demo-apps/index.ts';
import { coreMenu } from './core-menu.ts';
import type { NavItem, NavigationVariants } from './types.ts';

/** The "Apps" group at the end of the menu, linking the template areas. */
export function appsGroup(): NavItem {
  return {
    id: 'apps',
    type: 'group',
    title: 'navigation.items.apps',
    apps: 'ALL',
    children: demoApps
      .filter((a) => a.path !== '')
      .map((a) => ({ id: `apps.${a.id}`, type: 'basic' as const, title: a.title, icon: a.icon, link: a.path, apps: 'ALL' as const })),
  };
}

/** The four layout variants the template answers; each holds the same core menu. */
export function navigationVariants(): NavigationVariants {
  const tree = () => [...coreMenu(), appsGroup()];
  return { compact: tree(), default: tree(), futuristic: tree(), horizontal: tree() };
}

/** The tree the layout shows (the default variant). */
export const navigationTree = (): NavItem[] => navigationVariants().default;
