import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN, safeReturn } from './safe-return.ts';

describe('safeReturn', () => {
  it.each([
    ['/dashboard/devices?page=2#x', '/dashboard/devices?page=2#x'],
    ['/dashboard/devices/3', '/dashboard/devices/3'],
    ['/dashboard?next=http://evil.example', '/dashboard?next=http://evil.example'],
    // Normalised first, and the normalised path is what is used.
    ['/dashboard/links/../devices', '/dashboard/devices'],
    ['/dashboard/./devices', '/dashboard/devices'],
    ['/dashboard/%2e%2e/dashboard/devices', '/dashboard/devices'],
    ['/dashboard/../../dashboard', '/dashboard'],
    ['/dashboard/devices?name=a%20b', '/dashboard/devices?name=a%20b'],
    ['/dashboard/x%20y', '/dashboard/x%20y'],
  ])('keeps %j as %j', (target, expected) => {
    expect(safeReturn(target)).toBe(expected);
  });

  it.each([
    // Dot segments that climb to a second slash: `//evil.example` once resolved.
    '/dashboard/../..//evil.example',
    '/dashboard/..//evil.example',
    '/a/b/../../..//evil.example/x',
    '/dashboard/%2e%2e/%2e%2e//evil.example',
    '/dashboard/%2E%2E//evil.example',
    '/dashboard/.%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2e%2e%2f%2e%2e%2f/evil.example',
    '/dashboard/..%2f..%2f%2fevil.example',
    // Scheme-relative and backslash forms.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/dashboard/..\\..\\evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/dashboard/%5C..%5C..%5Cevil.example',
    // Encoded slashes.
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/dashboard/..%2F..%2F%2Fevil.example',
    // Tabs, newlines, spaces and other control characters (browsers drop or rewrite them).
    '/\tevil',
    '/\t/evil.example',
    '/%09/evil.example',
    '//%09evil.example',
    '/%0d/evil.example',
    '/\n/evil.example',
    '/dashboard\n',
    ' /dashboard',
    '/dash board',
    '/%00/evil.example',
    // Schemes and hosts.
    'https://evil.example/',
    'http:evil.example',
    'http://roadlens.test@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java%0ascript:alert(1)',
    'data:text/html,x',
    'evil.example',
    '／／evil.example',
    // Broken encodings, sign-in pages, nothing.
    '/%E0%A4%A',
    '',
    '/auth/sign-out',
    '/auth/sign-in?redirectURL=//evil',
    '/dashboard/../auth/sign-in',
    '/sign-out',
  ])('refuses %j', (hostile) => {
    expect(safeReturn(hostile)).toBe(DEFAULT_RETURN);
  });

  it('is stable: a kept path kept again is unchanged', () => {
    for (const p of ['/dashboard/%2e%2e/dashboard/devices', '/dashboard/x%20y?q=%26#h']) {
      const once = safeReturn(p);
      expect(once).not.toBe(DEFAULT_RETURN);
      expect(safeReturn(once)).toBe(once);
    }
  });

  it('falls back to the caller’s default', () => {
    expect(safeReturn('//evil.example', '/dashboard/settings/security')).toBe('/dashboard/settings/security');
    expect(safeReturn(undefined)).toBe(DEFAULT_RETURN);
  });
});
