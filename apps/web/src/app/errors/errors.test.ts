import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './locales/en.json';
import { afterSignOutUrl, catalogueFor, LIST_AREAS, listAreaDashboard } from './error-catalogue.ts';
import { isValidProgress } from './loading-bar.tsx';

const text = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
const http = (status: number, no404Intercept = false) => catalogueFor({ type: 'http-error', status, path: '/x', no404Intercept });
const shown = (a: ReturnType<typeof catalogueFor>) =>
  a && a.kind === 'toast' ? [a.variant, text(a.title), text(a.message), Boolean(a.persist)] : a;

describe('error catalogue', () => {
  it.each([
    [404, ['warning', 'Not found!', 'Cannot find requested page!', false]],
    [500, ['error', 'Server Error [500]', 'Please try again in few seconds', false]],
    [502, ['error', 'Bad Gateway [502]', 'Please try again in few seconds', false]],
    [504, ['error', 'Gateway Timeout [504]', 'Please try again in few seconds', false]],
  ])('HTTP %i', (status, expected) => expect(shown(http(status))).toEqual(expected));

  it('skips the 404 toast with no404Intercept and ignores other 4xx', () => {
    expect(http(404, true)).toBeNull();
    expect(http(400)).toBeNull();
    expect(http(403)).toBeNull();
  });
  it('sends a 404 in a list area detail to its dashboard with state 404', () => {
    const at = (pathname: string) => catalogueFor({ type: 'http-error', status: 404, path: '/api/x/', no404Intercept: false }, pathname);
    for (const area of LIST_AREAS) {
      const a = at(`/dashboard/${area}/12`);
      expect(a && a.kind === 'toast' && a.navigate).toEqual({ to: `/dashboard/${area}`, status: 404 });
    }
    expect(listAreaDashboard('/dashboard/devices/7/alerts')).toBe('/dashboard/devices');
    // The list itself, other areas and a skipped 404 stay where they are.
    for (const p of ['/dashboard/devices', '/dashboard/main/alerts', '/dashboard/settings/users', '/apps/notes/3']) {
      const a = at(p);
      expect(a && a.kind === 'toast' && a.navigate).toBeUndefined();
    }
    expect(catalogueFor({ type: 'http-error', status: 404, path: '/x', no404Intercept: true }, '/dashboard/links/4')).toBeNull();
  });
  it('signs out on 401; a share page goes to sign-in', () => {
    expect(http(401)).toEqual({ kind: 'sign-out' });
    expect(afterSignOutUrl('/share/road-analytics/traffic-stats')).toBe('/auth/sign-in');
    expect(afterSignOutUrl('/dashboard/main/map')).toBeNull();
  });
  it('timeout and new release', () => {
    expect(shown(catalogueFor({ type: 'timeout', path: '/x' }))).toEqual([
      'warning',
      'Request Timeout',
      'The server took too long to response.',
      false,
    ]);
    expect(shown(catalogueFor({ type: 'new-release', release: 'r2' }))).toEqual([
      'info',
      'New Update Available.',
      'Please refresh the page.',
      true,
    ]);
  });
});

describe('progress rule', () => {
  afterEach(() => vi.restoreAllMocks());
  it.each([0, 50, 100])('accepts %d', (v) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isValidProgress(v)).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
  it.each([-1, 100.5, 101, Number.NaN])('rejects %d with the console message', (v) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isValidProgress(v)).toBe(false);
    expect(spy).toHaveBeenCalledWith('Progress value must be between 0 and 100!');
  });
});
