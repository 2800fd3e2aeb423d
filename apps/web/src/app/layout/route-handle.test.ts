import { describe, expect, it } from 'vitest';
import { breadcrumbLink, crumbsFor, helpUrlFor } from './route-handle.ts';

describe('breadcrumb rule', () => {
  it.each([
    ['./dashboard/devices', 'devices'],
    ['./dashboard/devices/12/info', 'devices/12/info'],
    ['./dashboard', ''],
    ['/dashboard/devices', '/dashboard/devices'],
    ['/apps/chat', '/apps/chat'],
  ])('%s → %s', (link, out) => expect(breadcrumbLink(link)).toBe(out));

  it('builds crumbs from matched routes with a breadcrumb handle', () => {
    const crumbs = crumbsFor([
      { pathname: '/' },
      { pathname: '/dashboard', handle: { breadcrumb: 'navigation.breadcrumb.dashboard' } },
      { pathname: '/dashboard/devices', handle: { breadcrumb: 'navigation.breadcrumb.devices' } },
      { pathname: '/dashboard/devices/5' },
    ]);
    expect(crumbs).toEqual([
      { title: 'navigation.breadcrumb.dashboard', href: '/dashboard' },
      { title: 'navigation.breadcrumb.devices', href: '/dashboard/devices' },
    ]);
  });
});

describe('help address', () => {
  const list = [{ pathname: '/dashboard/x', handle: { help_url_list: ['https://h/1', 'https://h/2'] } }];
  it('uses the deepest help_url', () => {
    expect(
      helpUrlFor(
        [
          { pathname: '/a', handle: { help_url: 'https://a' } },
          { pathname: '/a/b', handle: { help_url: 'https://b' } },
        ],
        '',
      ),
    ).toBe('https://b');
  });
  it('indexes help_url_list by #stepN, step 1 first', () => {
    expect(helpUrlFor(list, '#step2')).toBe('https://h/2');
    expect(helpUrlFor(list, '#step1')).toBe('https://h/1');
    expect(helpUrlFor(list, '')).toBe('https://h/1');
    expect(helpUrlFor(list, '#step9')).toBeNull();
  });
  it('is null without a help address', () => {
    expect(helpUrlFor([{ pathname: '/x' }], '')).toBeNull();
  });
});

describe('help addresses', () => {
  it('serves the help page in the user language', async () => {
    const { HELP, helpAddress } = await import('./help-pages.ts');
    expect(helpAddress(HELP.devices, 'tr')).toBe('/help/tr/devices.html');
    expect(helpAddress(HELP.devices, 'en')).toBe('/help/en/devices.html');
    expect(helpAddress(HELP.map, 'de')).toBe('/help/en/map.html');
    expect(helpAddress('https://docs.example.org/a', 'tr')).toBe('https://docs.example.org/a');
  });
});
