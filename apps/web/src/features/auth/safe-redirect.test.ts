import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from './safe-redirect.ts';

const origin = 'http://app.test';

describe('safeRedirect', () => {
  it.each(['/dashboard/devices', '/dashboard/links?page=2', '/dashboard/routes#step2', '/dashboard?next=http://evil.test'])('keeps %s', (p) => {
    expect(safeRedirect(p, origin)).toBe(p);
  });
  it.each([
    '//evil.test', '/\\evil.test', '\\\\evil.test', 'https://evil.test', 'http:evil.test', 'https:evil.test', 'javascript:alert(1)',
    'JaVaScRiPt:alert(1)', 'java%0ascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/%2F%2Fevil.test', '/%5Cevil.test',
    '%2F%2Fevil.test', '\t//evil.test', ' //evil.test', 'https://app.test@evil.test', '//app.test@evil.test', '/\t/evil.test',
    '／／evil.test', '/public/..%2F%5cevil.com%2F%3f%2F..%2F..', 'http://evil.test/dashboard', '///evil.test', '/\\/evil.test',
    'evil.test', 'ftp://evil.test', '//evil.test/%2e%2e', '\\/evil.test', '/%09/evil.test', '/%0d/evil.test', '', '/sign-out',
  ])('refuses %j', (p) => {
    expect(safeRedirect(p, origin)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
