import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api-client.ts';
import { adoptEarlyCalls, startEarlyCalls, takeEarlyCall } from './early.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('early calls', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers the first request of the same address from the early call, and only that one', async () => {
    const fetch = vi.fn(async () => json({ n: fetch.mock.calls.length }));
    vi.stubGlobal('fetch', fetch);
    startEarlyCalls(['/api/x/?page_size=10'], 'tok');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toMatchObject(['/api/x/?page_size=10', { credentials: 'include', headers: { 'X-CSRFToken': 'tok' } }]);
    expect(await request('/api/x/', { query: { page_size: 10 } })).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken: the next request asks the server.
    expect(await request('/api/x/', { query: { page_size: 10 } })).toEqual({ n: 2 });
  });

  it("answers the app's request from an answer fetched elsewhere (the map preview's), without asking again", async () => {
    const fetch = vi.fn(async () => json({ from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    adoptEarlyCalls(new Map([['/api/z/', Promise.resolve(json({ from: 'worker' }))]]));
    expect(await request('/api/z/')).toEqual({ from: 'worker' });
    expect(fetch).not.toHaveBeenCalled();
    // A failed answer is asked again by the app.
    adoptEarlyCalls(new Map([['/api/z/', Promise.reject(new Error('preview call failed'))]]));
    expect(await request('/api/z/')).toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used for another address, nor once it is too old', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    startEarlyCalls(['/api/y/'], null);
    expect(takeEarlyCall('/api/z/')).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(takeEarlyCall('/api/y/')).toBeUndefined();
  });

  it('asks again when the early call failed', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('network');
        return json({ ok: true });
      }),
    );
    startEarlyCalls(['/api/w/'], null);
    expect(await request('/api/w/')).toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});

describe('early texts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the app’s texts are taken from the early call, not asked again', async () => {
    const fetch = vi.fn(async () => json({ early: { hello: 'merhaba' } }));
    vi.stubGlobal('fetch', fetch);
    startEarlyCalls(['/assets/i18n/tr.json', '/assets/i18n/en.json'], null);
    const { createInstance } = await import('i18next');
    const { default: HttpBackend } = await import('i18next-http-backend');
    const { i18nBackend } = await import('../i18n.ts');
    const i18n = createInstance();
    await i18n.use(HttpBackend).init({ lng: 'tr', fallbackLng: 'en', backend: i18nBackend });
    expect(i18n.t('early.hello')).toBe('merhaba');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
