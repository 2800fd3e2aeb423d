import { grafanaItem } from './core-menu.ts';
import type { HasPage } from './route-table.ts';
import type { NavItem } from './types.ts';

/** What the filter needs to know about the signed-in user. */
export interface NavUser {
  applicationType: number;
  dataTypes: number[];
  permissions: string[];
  isSuperuser: boolean;
  isStaff: boolean;
  /** local storage `grafana_org_id`. */
  grafanaOrgId: string | null;
}

const HERE_ANALYTICS = 2;
const PORT = 1;
const HERE_HIDDEN = new Set(['dashboard.list', 'dashboard.alerts', 'signs', 'alerts']);

export const isCrowdSourceUser = (u: NavUser) => u.dataTypes.some((d) => d === 1 || d === 2 || d === 5);
export const isPortUser = (u: NavUser) => u.applicationType === PORT;

const everyLink: HasPage = () => true;

/** Whether one item (ignoring its children) shows for the user; `hasPage` tells whether a route serves a link. */
export function itemVisible(item: NavItem, u: NavUser, hasPage: HasPage = everyLink): boolean {
  if (item.hidden) return false;
  if (item.type === 'basic' && item.link && !item.externalLink && !hasPage(item.link)) return false;
  if (item.apps !== undefined && item.apps !== 'ALL' && !item.apps.includes(u.applicationType)) return false;
  if (item.permission && !u.isSuperuser && !u.permissions.includes(item.permission)) return false;
  if (item.crowdSourceOnly !== undefined && item.crowdSourceOnly !== isCrowdSourceUser(u)) return false;
  if (item.portUser !== undefined && item.portUser !== isPortUser(u)) return false;
  if (item.dataTypes && !item.dataTypes.some((d) => u.dataTypes.includes(d))) return false;
  if (item.isStaff && !u.isStaff && !u.isSuperuser) return false;
  // A role is what grants permissions: with none, pages that need no single permission still have nothing to show.
  if (item.needsRole && !u.isSuperuser && u.permissions.length === 0) return false;
  if (u.applicationType === HERE_ANALYTICS && HERE_HIDDEN.has(item.id)) return false;
  return true;
}

const hasGrafana = (u: NavUser) => u.grafanaOrgId !== null && u.grafanaOrgId !== '' && u.grafanaOrgId !== 'null';

/**
 * The tree the user sees: items failing any rule are dropped, so are links no route
 * serves (`hasPage`) and groups left without children; the grafana entry joins the Dashboard
 * group when an organisation id is stored.
 */
export function filterNavigation(items: NavItem[], u: NavUser, hasPage: HasPage = everyLink): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!itemVisible(item, u, hasPage)) continue;
    if (item.children) {
      const source = item.id === 'dashboard' && hasGrafana(u) ? [...item.children, grafanaItem] : item.children;
      const children = filterNavigation(source, u, hasPage);
      if ((item.type === 'collapsable' || item.type === 'group') && children.length === 0) continue;
      out.push({ ...item, children });
    } else out.push(item);
  }
  return out;
}
