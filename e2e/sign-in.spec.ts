import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';

describe('sign-in page', () => {
  const b = useBrowser();

  it('renders in English', async () => {
    const page = await b.newPage();
    await page.goto('/auth/sign-in');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sign in');
    expect(await page.locator('label', { hasText: 'Password' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'sign-in-1280');
  });

  it('renders in Turkish', async () => {
    const page = await b.newPage({ width: 375, height: 740 });
    await page.goto('/auth/sign-in');
    await page.evaluate(() => localStorage.setItem('lang', 'tr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Giriş yap');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    await screenshot(page, 'sign-in-tr-375');
  });
});
