import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/**
 * The error catalogue, in Chromium, on real screens: the page is signed in on the real
 * server, and only the one call under test is forwarded (Playwright routing) to a stub server
 * started here, which answers the status the test needs. The production server is untouched.
 */
interface Stub {
  url: string;
  hits: string[];
  close: () => Promise<void>;
}

async function startStub(): Promise<Stub> {
  const hits: string[] = [];
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    hits.push(url);
    // Never answers: the app's own timeout has to give up.
    if (url.startsWith('/hang')) return;
    if (url.startsWith('/new-release'))
      return json(res, 200, { count: 0, next: null, previous: null, results: [] }, { 'X-Frontend-Update': 'stub-release-2' });
    const status = Number(/^\/status\/(\d{3})/.exec(url)?.[1] ?? 500);
    json(res, status, { detail: `stub ${status}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const T = { timeout: 15_000 };
const toasts = (page: Page) => page.locator('[data-testid="api-toast"]');
const toastTexts = (page: Page) => toasts(page).allTextContents();

describe('error catalogue', () => {
  const b = useBrowser();
  let stub: Stub;
  beforeAll(async () => {
    stub = await startStub();
  });
  afterAll(async () => {
    await stub?.close();
  });

  /** Forwards the app's calls to `pathname` (only those) to the stub's `target`. */
  const forward = async (page: Page, pathname: string | RegExp, target: string) => {
    await page.context().route(
      (url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)),
      async (route) => {
        try {
          const response = await route.fetch({ url: `${stub.url}${target}`, timeout: 0 });
          await route.fulfill({ response });
        } catch {
          /* the page gave up on the call (timeout test) or closed */
        }
      },
    );
  };
  const open = async (page: Page, path: string, username = 'operator') => {
    await signInApi(page, b.state.baseURL, username, b.state.password);
    await page.goto(path);
  };

  it('HTTP 404: warning Not found! / Cannot find requested page!', async () => {
    const page = await b.newPage();
    await forward(page, '/api/map/devices/', '/status/404');
    await open(page, '/dashboard/devices');
    await expect.poll(() => toastTexts(page), T).toEqual(['Not found!Cannot find requested page!']);
    expect(await toasts(page).getAttribute('data-variant')).toBe('warning');
    // The list itself is not a list area's detail: the page stays.
    expect(new URL(page.url()).pathname).toBe('/dashboard/devices');
    await screenshot(page, 'shell-error-404');
  });

  it('HTTP 404 with no_404_intercept: no toast, no navigation, the page shows its own state', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    const list = await page.context().request.get('/api/map/devices/?page_size=1&ordering=name');
    const id = ((await list.json()) as { results: { id: number }[] }).results[0].id;
    // The processing tab asks for its run's progress with no_404_intercept: a run the server no
    // longer knows is the tab's own state, not a page-level error.
    await forward(page, '/api/map/devices/status/', '/status/404');
    await page.goto(`/dashboard/devices/${id}?tab=processing&task=gone`);
    await expect.poll(() => page.getByText('This run is not known to the server any more.').count(), T).toBe(1);
    await page.waitForTimeout(1000);
    expect(await toasts(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/devices/${id}`);
    expect(stub.hits.filter((h) => h.startsWith('/status/404')).length).toBeGreaterThan(0);
  });

  it('HTTP 404 in a list area detail: warning, then the area dashboard with state 404', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    const list = await page.context().request.get('/api/map/devices/?page_size=1&ordering=name');
    const id = ((await list.json()) as { results: { id: number }[] }).results[0].id;
    await forward(page, '/api/map/records/', '/status/404');
    await page.goto(`/dashboard/devices/${id}?tab=records`);
    await expect.poll(() => new URL(page.url()).pathname, T).toBe('/dashboard/devices');
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({ status: 404 });
    await expect.poll(() => toastTexts(page), T).toEqual(['Not found!Cannot find requested page!']);
  });

  it.each([
    [500, 'Server Error [500]'],
    [502, 'Bad Gateway [502]'],
    [504, 'Gateway Timeout [504]'],
  ])('HTTP %i: error %s / Please try again in few seconds', async (status, title) => {
    const page = await b.newPage();
    await forward(page, '/api/map/devices/', `/status/${status}`);
    await open(page, '/dashboard/devices');
    await expect.poll(() => toastTexts(page), T).toEqual([`${title}Please try again in few seconds`]);
    expect(await toasts(page).getAttribute('data-variant')).toBe('error');
    if (status === 500) await screenshot(page, 'shell-error-500');
  });

  it('timeout: two retries one second apart, then one warning Request Timeout', async () => {
    const page = await b.newPage();
    // The app's clock is ours to move, so the 30 s request timeout takes no real time.
    await page.clock.install();
    const hangs = () => stub.hits.filter((h) => h.startsWith('/hang')).length;
    const before = hangs();
    await forward(page, '/api/map/devices/', '/hang');
    await open(page, '/dashboard/devices');
    // Let the screen's load settle (a call cancelled by the screen itself stays open at the stub).
    await expect.poll(() => hangs() - before, T).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const now = hangs();
          await page.waitForTimeout(1500);
          return hangs() === now;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const settle = () => page.waitForTimeout(400);

    const retries: number[] = [];
    for (let attempt = 2; attempt <= 3; attempt++) {
      const n = hangs();
      await page.clock.fastForward(30_000); // the attempt times out
      await settle();
      await page.clock.fastForward(990); // not yet a second: no new attempt
      await settle();
      expect(hangs()).toBe(n);
      expect(await toasts(page).count()).toBe(0);
      await page.clock.fastForward(10); // one second after the timeout: the retry goes out
      await expect.poll(() => hangs(), T).toBeGreaterThan(n);
      await settle();
      retries.push(hangs() - n);
    }
    // The same calls were retried each time.
    expect(retries[0]).toBeGreaterThan(0);
    expect(retries[1]).toBe(retries[0]);
    await page.clock.fastForward(30_000); // the third attempt times out: no more retries, one warning
    await expect.poll(() => toastTexts(page), T).toEqual(['Request TimeoutThe server took too long to response.']);
    expect(await toasts(page).getAttribute('data-variant')).toBe('warning');
  });

  it('HTTP 401: signs out on the server and reloads into sign-in', async () => {
    const page = await b.newPage();
    await forward(page, '/api/map/devices/', '/status/401');
    // A page that does not ask for the sensor list.
    await open(page, '/dashboard/settings/profile');
    await page.locator('[data-testid="navigation"]').getByRole('link', { name: 'Sensors', exact: true }).waitFor(T);
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    // In-app navigation to the sensors, whose list call answers 401.
    await page.locator('[data-testid="navigation"]').getByRole('link', { name: 'Sensors', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, T).toBe('/auth/sign-in');
    // A full reload happened: the marker set in the old document is gone.
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false), T).toBe(false);
    expect(new URL(page.url()).searchParams.get('redirectURL')).toMatch(/^\/dashboard\//);
    const me = await page.context().request.get('/api/platform/users/me/');
    expect(me.status()).toBe(401);
  });

  it('X-Frontend-Update differing from the build: sticky info New Update Available.', async () => {
    const page = await b.newPage();
    await forward(page, '/api/map/devices/', '/new-release');
    await open(page, '/dashboard/devices');
    await expect.poll(() => toastTexts(page), T).toEqual(['New Update Available.Please refresh the page.']);
    expect(await toasts(page).getAttribute('data-variant')).toBe('info');
    // Sticky: still there well after the 5 s an ordinary toast lasts.
    await page.waitForTimeout(7000);
    expect(await toastTexts(page)).toEqual(['New Update Available.Please refresh the page.']);
    await screenshot(page, 'shell-error-new-release');
  });
});
