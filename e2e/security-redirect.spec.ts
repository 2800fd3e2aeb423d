import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

/** Signs in on the real form at /auth/sign-in?redirectURL=<target> and answers where the browser ends up. */
async function signInTowards(page: Page, password: string, redirectURL: string): Promise<URL> {
  await page.goto(`/auth/sign-in?redirectURL=${encodeURIComponent(redirectURL)}`);
  await page.locator('input[name="username"]').fill('operator');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  // A redirect the router refuses leaves the browser on the sign-in page: that is a failure too.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
  return new URL(page.url());
}

describe('redirect after sign-in', () => {
  const b = useBrowser();

  it.each([
    '/dashboard/../..//evil.example',
    '/dashboard/../..//evil.example/dashboard',
    '/dashboard/%2e%2e/%2e%2e//evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    'https://evil.example/dashboard',
  ])('follows a hostile redirectURL %j only to a page of this site', async (hostile) => {
    const page = await b.newPage();
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).hostname.includes('evil')) foreign.push(req.url());
    });
    const landed = await signInTowards(page, b.state.password, hostile);
    expect(landed.origin).toBe(new URL(b.state.baseURL).origin);
    expect(landed.pathname).toBe('/dashboard/main/map');
    expect(foreign).toEqual([]);
  });

  it('follows a deep same-origin redirectURL, in its normalised form', async () => {
    const page = await b.newPage();
    const landed = await signInTowards(page, b.state.password, '/dashboard/links/../devices?page=1');
    expect(landed.origin).toBe(new URL(b.state.baseURL).origin);
    expect(landed.pathname + landed.search).toBe('/dashboard/devices?page=1');
    await expect.poll(() => page.locator('h1, h2, h4, h5, h6').first().isVisible(), { timeout: 20_000 }).toBe(true);
  });
});
