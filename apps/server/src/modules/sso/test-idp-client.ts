/**
 * Plays the browser at the test identity provider: follows its redirects with a cookie jar,
 * submits its login form as `login`, and stops at the first redirect back to `callbackPrefix`.
 * Used by the server tests, where our own server is reached through app.inject.
 */
export async function passThroughIdp(authorizeUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    const interaction = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
    const res = await fetch(url, {
      redirect: 'manual',
      method: interaction ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: interaction ? new URLSearchParams({ login }).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`identity provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(callbackPrefix)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the identity provider');
}
