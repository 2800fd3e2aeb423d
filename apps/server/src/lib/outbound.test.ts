import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress, OutboundError, safeFetch } from './outbound.ts';

// Every server here listens on loopback; requests that must be refused are refused before any
// connection, so nothing ever leaves the machine.
const STRICT = { allowPrivate: false, requireHttps: true };
const OPEN = { allowPrivate: true, requireHttps: false };

const reason = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'accepted';
  } catch (err) {
    return err instanceof OutboundError ? err.reason : String(err);
  }
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/big') return res.end('x'.repeat(4096));
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
    if (req.url?.startsWith('/to?')) {
      res.statusCode = 302;
      res.setHeader('location', new URL(req.url, 'http://x').searchParams.get('u')!);
      return res.end();
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('public address check', () => {
  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses private literals, local names and names resolving to private addresses; http when https is required', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.0.0.8/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://[fc00::5]/',
      'https://[::ffff:7f00:1]/',
      'https://127.1/',
      'https://0x7f000001/',
      'https://localhost/',
      'https://idp.localhost/',
      'https://printer.local/',
    ]) {
      expect(await reason(assertPublicUrl(url, STRICT)), url).toBe('private');
    }
    expect(await reason(assertPublicUrl('http://93.184.216.34/', STRICT))).toBe('scheme');
    expect(await reason(assertPublicUrl('ftp://93.184.216.34/', STRICT))).toBe('scheme');
    expect(await reason(assertPublicUrl('https://93.184.216.34/', STRICT))).toBe('accepted');
    expect(await reason(assertPublicUrl('http://127.0.0.1:9/', OPEN))).toBe('accepted');
  });
});

describe('safeFetch', () => {
  it('fetches when private addresses are allowed', async () => {
    const res = await safeFetch(`${base}/hello`, { policy: OPEN });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/hello', method: 'GET' });
  });

  it('refuses a loopback server by literal address and by a name that resolves to it', async () => {
    const port = new URL(base).port;
    const policy = { allowPrivate: false, requireHttps: false };
    expect(await reason(safeFetch(`${base}/hello`, { policy }))).toBe('private');
    // localhost is judged by what it resolves to, at connect time.
    expect(await reason(safeFetch(`http://localhost:${port}/hello`, { policy }))).toBe('private');
  });

  it('caps the body size and the time', async () => {
    expect(await reason(safeFetch(`${base}/big`, { policy: OPEN, maxBytes: 1000 }))).toBe('size');
    expect(await reason(safeFetch(`${base}/slow`, { policy: OPEN, timeoutMs: 200 }))).toBe('timeout');
  });

  it('returns a redirect as it is in manual mode, and follows only redirects whose target passes the check', async () => {
    const manual = await safeFetch(`${base}/to?u=${encodeURIComponent('http://10.0.0.1/')}`, { policy: OPEN, redirect: 'manual' });
    expect(manual.status).toBe(302);
    const followed = await safeFetch(`${base}/to?u=${encodeURIComponent(`${base}/landed`)}`, { policy: OPEN, redirect: 'follow' });
    expect(await followed.json()).toEqual({ path: '/landed', method: 'GET' });
    // https required: a redirect down to plain http is refused even on an allowed host.
    const down = `${base}/to?u=${encodeURIComponent('http://93.184.216.34/')}`;
    expect(
      await reason(safeFetch(down, { policy: { allowPrivate: true, requireHttps: false }, redirect: 'follow', maxRedirects: 0 })),
    ).toBe('redirect');
  });

  it('refuses a redirect to a private address before connecting to it', async () => {
    // 127.0.0.1 stands in for a public host here; every other loopback address stays private.
    const policy = { allowPrivate: false, requireHttps: false, allowAddresses: ['127.0.0.1'] };
    const port = new URL(base).port;
    const ok = await safeFetch(`${base}/to?u=${encodeURIComponent(`${base}/landed`)}`, { policy, redirect: 'follow' });
    expect(await ok.json()).toEqual({ path: '/landed', method: 'GET' });
    for (const target of [
      `http://127.0.0.2:${port}/x`,
      `http://[::1]:${port}/x`,
      `http://[::ffff:127.0.0.3]:${port}/x`,
      `http://10.0.0.1:${port}/x`,
    ]) {
      expect(await reason(safeFetch(`${base}/to?u=${encodeURIComponent(target)}`, { policy, redirect: 'follow' })), target).toBe('private');
    }
  });
});
