import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@roadlens/contract/endpoints/users';
import { links } from '@roadlens/contract/endpoints/links';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { testMe } from '../../testing/test-session.tsx';
import i18n from 'i18next';
import { loadSession } from './session-context.tsx';

const server = startEndpointServer();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: {} }, tr: { translation: {} } } }));
const signedIn = (signInMethod: string, language: 'en' | 'tr' = 'en') => [
  handle(users.me, () => ({ ...testMe(), sign_in_method: signInMethod, language })),
  handle(users.myPermissions, () => ['Platform|view_map']),
  handle(links.mapConfig, () => ({ style_url: null, legacy_url: null, grafana_url: null })),
];

describe('the signed-in marker', () => {
  afterEach(() => localStorage.clear());

  it('is restored when the server has a session and the browser lost the marker, so the menu shows', async () => {
    server.use(...signedIn('password'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await loadSession()).not.toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('session');
  });

  it('keeps the single sign-on marker, and an existing one', async () => {
    server.use(...signedIn('sso:acme'));
    await loadSession();
    expect(localStorage.getItem('accessToken')).toBe('sso:acme');
    localStorage.setItem('accessToken', 'session');
    await loadSession();
    expect(localStorage.getItem('accessToken')).toBe('session');
  });

  it('is not set when the server answers signed out', async () => {
    server.use(
      handle(users.me, () => failWith(401, { detail: 'Authentication credentials were not provided.' })),
      handle(users.myPermissions, () => failWith(401, { detail: 'Authentication credentials were not provided.' })),
      handle(links.mapConfig, () => failWith(401, { detail: 'Authentication credentials were not provided.' })),
    );
    expect(await loadSession()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('the profile language', () => {
  afterEach(() => localStorage.clear());

  it('applies on a browser that made no choice of its own, and not over one that did', async () => {
    server.use(...signedIn('password', 'tr'));
    localStorage.setItem('lang', 'en');
    await loadSession();
    expect(i18n.language).toBe('en');
    localStorage.removeItem('lang');
    await loadSession();
    expect(i18n.language).toBe('tr');
    expect(localStorage.getItem('lang')).toBe('tr');
  });
});
