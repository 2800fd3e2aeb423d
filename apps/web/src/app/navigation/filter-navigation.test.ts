import { describe, expect, it } from 'vitest';
import { coreMenu } from './core-menu.ts';
import { filterNavigation, type NavUser } from './filter-navigation.ts';
import { appsGroup, navigationVariants } from './navigation-tree.ts';
import { hasPageIn, type HasPage } from './route-table.ts';
import { termKey } from '../../lib/terminology.ts';
import type { NavItem } from './types.ts';

const ALL_PERMS = coreMenu()
  .flatMap((i) => [i.permission, ...(i.children ?? []).map((c) => c.permission)])
  .filter(Boolean)
  .concat('Platform|view_settings-company') as string[];
const base: NavUser = {
  applicationType: 0,
  dataTypes: [0, 1, 3],
  permissions: ALL_PERMS,
  isSuperuser: false,
  isStaff: false,
  grafanaOrgId: null,
};

const USERS: Record<string, NavUser> = {
  operator: base,
  superuser: { ...base, permissions: [], isSuperuser: true, isStaff: true },
  viewer: { ...base, permissions: ['Platform|view_map', 'Platform|view_devices', 'Platform|view_links', 'Platform|view_routes'] },
  norole: { ...base, permissions: [] },
  here: { ...base, applicationType: 2, dataTypes: [1, 2] },
  roadanalytics: { ...base, dataTypes: [7] },
  grafana: { ...base, grafanaOrgId: '12' },
  grafanaNullText: { ...base, grafanaOrgId: 'null' },
  staff: { ...base, isStaff: true },
};

const ids = (items: NavItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);
const visible = (u: NavUser, hasPage?: HasPage) => new Set(ids(filterNavigation(coreMenu(), u, hasPage)));

// users × items with every page installed (the navigation filter rules): true shown, false hidden
const TABLE: Array<[string, Record<string, boolean>]> = [
  [
    'dashboard',
    { operator: true, superuser: true, viewer: true, norole: false, here: true, roadanalytics: true, grafana: true, staff: true },
  ],
  ['dashboard.map', { operator: true, superuser: true, viewer: true, norole: false, here: true }],
  ['dashboard.list', { operator: true, superuser: true, viewer: true, norole: false, here: false }],
  ['dashboard.alerts', { operator: true, superuser: true, viewer: false, norole: false, here: false }],
  ['dashboard.grafana', { operator: false, grafana: true, grafanaNullText: false, superuser: false }],
  ['devices', { operator: true, viewer: true, norole: false, here: true }],
  ['signs', { operator: true, viewer: false, here: false, superuser: true }],
  ['alerts', { operator: true, viewer: false, here: false, superuser: true }],
  ['tabular', { operator: true, norole: false, viewer: true, superuser: true }],
  ['insight', { operator: true, norole: false, viewer: true, superuser: true }],
  ['road-analytics', { operator: true, roadanalytics: true, superuser: true, norole: false, viewer: true, here: true }],
  ['system-status', { operator: false, staff: true, superuser: true, norole: false }],
  ['junction', { operator: true, viewer: false, superuser: true }],
];

describe('filterNavigation', () => {
  for (const [item, row] of TABLE) {
    for (const [user, shown] of Object.entries(row)) {
      it(`${item} is ${shown ? 'shown' : 'hidden'} for ${user}`, () => {
        expect(visible(USERS[user]).has(item)).toBe(shown);
      });
    }
  }

  // A table of routes like the router's: some areas installed, a catch-all for the rest.
  const installed = hasPageIn([
    {
      path: '/dashboard',
      children: [
        { path: 'main/map' },
        { path: 'main/alerts' },
        { path: 'devices' },
        { path: 'devices/:id' },
        { path: 'links' },
        { path: 'settings', children: [{ index: true }, { path: 'profile' }] },
      ],
    },
    { path: '*' },
  ]);
  // users × items with only that table installed: the rules still apply, and links no route serves are hidden.
  const INSTALLED_TABLE: Array<[string, Record<string, boolean>]> = [
    ['dashboard.map', { operator: true, superuser: true, norole: false }],
    ['dashboard.list', { operator: false, superuser: false }],
    ['dashboard.alerts', { operator: true, viewer: false }],
    ['dashboard.grafana', { grafana: false }],
    ['devices', { operator: true, superuser: true, norole: false }],
    ['links', { operator: true, viewer: true }],
    ['routes', { operator: false, superuser: false }],
    ['signs', { operator: false, superuser: false }],
    ['grids', { operator: false, superuser: false }],
    ['tags', { operator: false, superuser: false }],
    ['alerts', { operator: false, superuser: false }],
    ['actions', { operator: false, superuser: false }],
    ['insight', { operator: false, superuser: false }],
    ['reports', { operator: false, superuser: false }],
    ['route-monitoring-map', { operator: false, superuser: false }],
    ['road-analytics', { roadanalytics: false }],
    ['settings', { operator: true, norole: false }],
    ['system-status', { staff: false, superuser: false }],
  ];
  for (const [item, row] of INSTALLED_TABLE) {
    for (const [user, shown] of Object.entries(row)) {
      it(`${item} is ${shown ? 'shown' : 'hidden'} for ${user} when only some pages are installed`, () => {
        expect(visible(USERS[user], installed).has(item)).toBe(shown);
      });
    }
  }

  it('matches links against the route table, never counting the catch-all', () => {
    expect(installed('/dashboard/devices')).toBe(true);
    expect(installed('/dashboard/devices/12')).toBe(true);
    expect(installed('/dashboard/settings')).toBe(true);
    expect(installed('/dashboard/signs')).toBe(false);
    expect(installed('/dashboard/main/list')).toBe(false);
    expect(installed('/nowhere')).toBe(false);
  });

  it('keeps external links and drops a group left empty', () => {
    const none: HasPage = () => false;
    const items: NavItem[] = [
      { id: 'ext', type: 'basic', link: 'https://example.org/', externalLink: true },
      { id: 'grp', type: 'group', children: [{ id: 'inner', type: 'basic', link: '/dashboard/signs' }] },
    ];
    expect(ids(filterNavigation(items, base, none))).toEqual(['ext']);
  });

  it('applies apps, crowdSourceOnly, portUser and hidden', () => {
    const items: NavItem[] = [
      { id: 'portOnly', type: 'basic', portUser: true },
      { id: 'notPort', type: 'basic', portUser: false },
      { id: 'crowd', type: 'basic', crowdSourceOnly: true },
      { id: 'journeyApp', type: 'basic', apps: [3] },
      { id: 'gone', type: 'basic', hidden: true },
    ];
    const port = { ...base, applicationType: 1, dataTypes: [0] };
    expect(ids(filterNavigation(items, port))).toEqual(['portOnly']);
    expect(ids(filterNavigation(items, base))).toEqual(['notPort', 'crowd']);
    expect(ids(filterNavigation(items, { ...base, applicationType: 3 }))).toEqual(['notPort', 'crowd', 'journeyApp']);
  });

  it('ends with the Apps group of demo apps, without the common area', () => {
    const v = navigationVariants();
    expect(Object.keys(v)).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    const apps = v.default.at(-1)!;
    expect(apps.id).toBe('apps');
    expect(apps.children!.some((c) => c.link === '')).toBe(false);
    expect(appsGroup().children!.length).toBeGreaterThan(5);
  });

  it('swaps the port terminology', () => {
    expect(termKey('navigation.terms.travelTime', true)).toBe('navigation.portTerms.travelTime');
    expect(termKey('navigation.terms.travelTime', false)).toBe('navigation.terms.travelTime');
    expect(termKey('navigation.items.links', true)).toBe('navigation.items.links');
  });
});
