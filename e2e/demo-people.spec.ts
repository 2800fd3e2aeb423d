import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** Waits for a screen to catch up: the mock answers after its delays, on a machine other runs share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

// Walks of the chat and contacts screens: open, search, change something, see it on screen.
describe('demo chat and contacts in Chromium', () => {
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

  it('searches the chats, opens one and sends a message', async () => {
    const page = await open('/apps/chat');
    const chats = page.getByRole('list', { name: 'Chats' });
    const first = chats.getByRole('button').first();
    await first.waitFor();
    const name = (await first.locator('h6, p, span').first().innerText()).trim();
    const all = await chats.getByRole('button').count();

    await page.getByRole('textbox', { name: 'Search or start a new chat' }).fill(name.slice(0, 5).toUpperCase());
    await poll(() => chats.getByRole('button').count()).toBeLessThan(all);
    await chats
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await page.waitForURL(/\/apps\/chat\/[^/]+$/);

    const log = page.getByRole('log', { name: 'Messages' });
    await log.waitFor();
    await page.getByRole('textbox', { name: 'Type your message' }).fill('Road works start at nine');
    await page.keyboard.press('Enter');
    await log.getByText('Road works start at nine').waitFor();
    // The chat list shows the new last message too.
    await chats.getByRole('button', { name: /Road works start at nine/ }).waitFor();
    await screenshot(page, 'demo-chat-1280');
    expect(errors).toEqual([]);
  });

  it('searches and edits a contact', async () => {
    const page = await open('/apps/contacts');
    await page.getByRole('textbox', { name: 'Search contacts' }).fill('ömer');
    await page
      .getByRole('button', { name: /Ömer Çelik/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit contact' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ömer Faruk Çelik');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Ömer Faruk Çelik' }).waitFor();
    // The list follows the new name.
    await page
      .getByRole('button', { name: /Ömer Faruk Çelik/ })
      .first()
      .waitFor();
    await screenshot(page, 'demo-contacts-1280');
    expect(errors).toEqual([]);
  });
});

// The template bar above every template area: its menus are answered by the in-browser mock.
describe('demo toolbar in Chromium', () => {
  const b = useBrowser();

  it('marks every template message read from the bar above a template area', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/apps/contacts');
    const bar = page.getByTestId('demo-toolbar');
    // The seed has unread messages; the count shows once the mock has answered.
    const open = bar.getByRole('button', { name: /^Messages, [1-9]\d* unread$/ });
    await open.waitFor({ timeout: 15_000 });
    await open.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await poll(() => page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => bar.locator('button[aria-label="Messages, 0 unread"]').count()).toBe(1);
    await screenshot(page, 'demo-toolbar-1280');
  });
});
