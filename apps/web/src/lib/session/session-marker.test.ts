import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@roadlens/contract/endpoints/users';
import { links } from '@roadlens/contract/endpoints/links';
import { auth } from '@roadlens/contract/endpoints/auth';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { testMe } from '../../testing/test-session.tsx';
import i18n from 'i18next';
import { endSession, loadSession } from './session-context.tsx';
import { adoptEarlyCalls, takeEarlyCall } from '../api/early.ts';

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

  it('is not restored by a session load that a sign-out overtook, nor by the early answers', async () => {
    let answerMe: () => void = () => undefined;
    const meHeld = new Promise<void>((r) => (answerMe = r));
    const [, permissions, config] = signedIn('password');
    server.use(
      handle(users.me, async () => {
        await meHeld;
        return { ...testMe(), sign_in_method: 'password', language: 'en' as const };
      }),
      permissions,
      config,
      handle(auth.logout, () => ({ detail: 'Signed out.' })),
    );
    localStorage.setItem('accessToken', 'session');
    // The page's first script asked for the map's data before the sign-out.
    adoptEarlyCalls(new Map([[links.drawn.path, Promise.resolve(Response.json({}))]]));
    const load = loadSession();
    await endSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(takeEarlyCall(links.drawn.path)).toBeUndefined();
    answerMe();
    expect(await load).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('is not set when the server answers signed out, which a browser without it learns from one call', async () => {
    const asked: string[] = [];
    const refuse = (name: string) => () => {
      asked.push(name);
      return failWith(401, { detail: 'Authentication credentials were not provided.' });
    };
    server.use(
      handle(users.me, refuse('me')),
      handle(users.myPermissions, refuse('permissions')),
      handle(links.mapConfig, refuse('config')),
    );
    expect(await loadSession()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(asked).toEqual(['me']);
    // A browser that believes itself signed in asks for all three at once.
    localStorage.setItem('accessToken', 'session');
    asked.length = 0;
    expect(await loadSession()).toBeNull();
    expect(asked.sort()).toEqual(['config', 'me', 'permissions']);
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
