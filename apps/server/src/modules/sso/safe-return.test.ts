import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN, safeReturn } from './safe-return.ts';

const ORIGIN = 'http://roadlens.test';

describe('safeReturn', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeReturn('/dashboard/devices?page=2#x', ORIGIN)).toBe('/dashboard/devices?page=2#x');
  });

  it.each([
    '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example',
    'https://evil.example/', 'http://roadlens.test@evil.example/', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)',
    ' /dashboard', '/dash board', '/dashboard\n', '%2F%2Fevil.example', 'evil.example', '', '/auth/sign-out',
    '/auth/sign-in?redirectURL=//evil', '/%E0%A4%A', 'data:text/html,x', '/\tevil', '//%09evil.example',
  ])('refuses %j', (hostile) => {
    expect(safeReturn(hostile, ORIGIN)).toBe(DEFAULT_RETURN);
  });
});
