import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';
import { ROOT } from './server.ts';

export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

export function chromiumPath(): string {
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim().split('\n')[0];
  } catch {
    throw new Error('Chromium is missing: run `apt-get install -y chromium` (Debian package).');
  }
}

/** Debian's Chromium, headless, with the flags this machine needs (no network beyond loopback, software WebGL). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-unsafe-swiftshader',
      '--disable-quic',
    ],
  });
}

/**
 * Per-file browser fixture: one browser, a fresh context (cookies, storage) per test, and a
 * screenshot saved to e2e/artifacts for every failed test.
 */
export function useBrowser(opts: { viewport?: { width: number; height: number }; locale?: string } = {}) {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseURL: string; password: string };
  beforeAll(async () => {
    state.browser = await launch();
    state.baseURL = inject('baseURL');
    state.password = inject('password');
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  afterEach(async () => {
    // A context caught in a full-page navigation (the old-UI hand-off) has been seen to hang on
    // close; give it 15 s, then replace the whole browser so the next test starts clean.
    const closed =
      state.context?.close().then(
        () => true,
        () => true,
      ) ?? Promise.resolve(true);
    const inTime = await Promise.race([closed, new Promise<false>((r) => setTimeout(() => r(false), 15_000))]);
    if (!inTime) {
      const stuck = state.browser;
      state.browser = await launch();
      void stuck.close().catch(() => undefined);
    }
  }, 60_000);
  return {
    state,
    async newPage(viewport = opts.viewport ?? { width: 1280, height: 800 }): Promise<Page> {
      state.context = await state.browser.newContext({ baseURL: state.baseURL, viewport, locale: opts.locale ?? 'en-US' });
      state.page = await state.context.newPage();
      const page = state.page;
      onTestFailed(async ({ task }) => {
        mkdirSync(path.join(ARTIFACTS, 'failures'), { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await page.screenshot({ path: path.join(ARTIFACTS, 'failures', `${name}.png`), fullPage: true }).catch(() => undefined);
      });
      return page;
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(path.join(ARTIFACTS, 'screens'), { recursive: true });
  const file = path.join(ARTIFACTS, 'screens', `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Signs in through the real sign-in page. */
export async function signIn(page: Page, username: string, password: string, target = '/auth/sign-in'): Promise<void> {
  await page.goto(target);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
}

/** Signs in through the real API (faster than the form) and marks the browser as signed in. */
export async function signInApi(page: Page, baseURL: string, username: string, password: string): Promise<void> {
  const res = await page.context().request.post('/api/login/', { form: { username, password }, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  await page.context().addInitScript(() => localStorage.setItem('accessToken', 'session'));
}
