import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/devices', '/dashboard/devices'],
    ['/dashboard/links?page=2', '/dashboard/links?page=2'],
    ['/dashboard/routes#step2', '/dashboard/routes#step2'],
    ['/dashboard?next=http://evil.test', '/dashboard?next=http://evil.test'],
    ['/dashboard/devices/3?tab=logs', '/dashboard/devices/3?tab=logs'],
    // The normalised path is what the router is given.
    ['/dashboard/links/../devices', '/dashboard/devices'],
    ['/dashboard/./devices', '/dashboard/devices'],
    ['/dashboard/%2e%2e/dashboard/devices', '/dashboard/devices'],
    ['/dashboard/x%20y', '/dashboard/x%20y'],
  ])('keeps %j as %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    // Dot segments that climb to `//host` once resolved, plain and encoded.
    '/dashboard/../..//evil.test',
    '/dashboard/..//evil.test',
    '/a/b/../../..//evil.test/x',
    '/%2e%2e//evil.test',
    '/dashboard/%2e%2e/%2e%2e//evil.test',
    '/dashboard/%2E%2E//evil.test',
    '/dashboard/.%2e//evil.test',
    '/%2e%2e%2f%2e%2e%2f/evil.test',
    '/public/..%2F%5cevil.com%2F%3f%2F..%2F..',
    '/dashboard/..%2f..%2f%2fevil.test',
    // Scheme-relative, backslashes, encoded slashes.
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    '\\/evil.test',
    '/dashboard/..\\..\\evil.test',
    '/%2F%2Fevil.test',
    '/%5Cevil.test',
    '%2F%2Fevil.test',
    '//evil.test/%2e%2e',
    // Tabs, newlines, spaces.
    '\t//evil.test',
    ' //evil.test',
    '/\t/evil.test',
    '/%09/evil.test',
    '/%0d/evil.test',
    '/\n/evil.test',
    '/%0a/evil.test',
    // Schemes, userinfo and hosts.
    'https://evil.test',
    'http:evil.test',
    'https:evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java%0ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://app.test@evil.test',
    '//app.test@evil.test',
    '／／evil.test',
    'http://evil.test/dashboard',
    'evil.test',
    'ftp://evil.test',
    // Nothing, broken encodings, sign-out.
    '',
    null,
    undefined,
    '/%E0%A4%A',
    '/sign-out',
    '/auth/sign-out',
    '/dashboard/../auth/sign-out',
  ])('refuses %j', (hostile) => {
    expect(safeRedirect(hostile)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
