import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** Waits for a screen to catch up: the mock answers after its delays, on a machine other runs share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

// Walks of the inventory, file manager and help center screens.
describe('demo inventory, file manager and help center in Chromium', () => {
  const b = useBrowser();
  let errors: string[] = [];

  async function open(path: string): Promise<Page> {
    const page = await b.newPage();
    errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(path);
    return page;
  }

  it('pages and searches the inventory, then edits a product', async () => {
    const page = await open('/apps/ecommerce/inventory');
    const table = page.getByRole('table', { name: 'Inventory' });
    await page.getByText('1–10 of 23').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('11–20 of 23').waitFor();
    expect(page.url()).toContain('page=1');

    await page.getByRole('textbox', { name: 'Search products' }).fill('ladies');
    await poll(() => page.getByText(/^1–\d+ of \d+$/).innerText()).not.toMatch(/of 23$/);
    const rows = table.getByRole('row');
    const names = await rows.allInnerTexts();
    expect(names.slice(1).every((r) => /ladies/i.test(r))).toBe(true);

    const product = (await rows.nth(1).getByRole('button').first().innerText()).trim();
    await rows.nth(1).getByRole('button', { name: product }).click();
    const form = page.getByRole('form', { name: 'Product details' });
    const stock = form.getByRole('spinbutton', { name: 'Stock' });
    await stock.fill('77');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Product updated.').waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await poll(() => table.getByRole('row', { name: new RegExp(product) }).innerText()).toMatch(/\b77\b/);
    await screenshot(page, 'demo-inventory-1280');
    expect(errors).toEqual([]);
  });

  it('walks the file manager folders, filters one and opens a file', async () => {
    const page = await open('/apps/file-manager');
    const folders = page.getByRole('list', { name: 'Folders' });
    await folders.getByRole('button', { name: 'Work' }).click();
    await page.getByRole('button', { name: 'Reports' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await poll(() => crumbs.innerText()).toMatch(/Home\W+Work\W+Reports/);

    await crumbs.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('textbox', { name: 'Filter this folder' }).fill('logs');
    const files = page.getByRole('list', { name: 'Files' });
    await poll(() => files.getByRole('listitem').count()).toBe(2);
    await files.getByRole('button', { name: 'Crash logs' }).click();
    const details = page.getByRole('region', { name: 'Item details' });
    await details.waitFor();
    expect(await details.innerText()).toMatch(/Crash logs/);
    await screenshot(page, 'demo-file-manager-1280');
    expect(errors).toEqual([]);
  });

  it('searches the help center and opens a guide from the results', async () => {
    const page = await open('/apps/help-center');
    await page.getByText('Is there a free trial?').waitFor();
    await page.getByRole('textbox', { name: 'Search for questions and guides' }).fill('$20');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByText('What is the minimum amount of credit I can buy?').waitFor();
    await results.getByRole('link', { name: 'Buying credit' }).click();
    await page.waitForURL('**/apps/help-center/guides/payments/buying-credit');
    await page.getByRole('article', { name: 'Buying credit' }).waitFor();
    await screenshot(page, 'demo-help-center-1280');
    expect(errors).toEqual([]);
  });
});
