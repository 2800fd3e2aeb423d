import { describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** Waits for a screen to catch up: the mock answers after its delays, on a machine other runs share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

// A walk of the mailbox: read a mail, star it, label it, move it, and find it where it went.
describe('demo mailbox in Chromium', () => {
  const b = useBrowser();

  it('reads, stars, labels and moves a mail', async () => {
    const page = await b.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/apps/mailbox');
    await page.waitForURL('**/apps/mailbox/folder/inbox/1');

    const inbox = page.getByRole('list', { name: 'Inbox' });
    // Each row holds a checkbox, a star button and the mail itself, a button named by its subject.
    const mail = inbox.locator('div[role="button"][aria-label]').first();
    const subject = (await mail.getAttribute('aria-label'))!;
    expect(subject).toBeTruthy();
    // Sample subjects repeat across mails, so the walk counts them rather than expecting one.
    const inInbox = await inbox.getByRole('button', { name: subject, exact: true }).count();
    await mail.click();
    const article = page.getByRole('article', { name: subject });
    await article.waitFor();

    const star = article.getByRole('button', { name: 'Star' });
    const starred = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    await poll(() => star.getAttribute('aria-pressed')).toBe(String(!starred));

    await article.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.keyboard.press('Escape');
    await article.getByText('Payments', { exact: true }).waitFor();

    await article.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();

    // The mail is now found under its new label and in its new folder, and is gone from the inbox.
    await page.getByRole('list', { name: 'Labels' }).getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL('**/apps/mailbox/label/payments/1');
    await page.getByRole('list', { name: 'Payments' }).getByRole('button', { name: subject }).first().waitFor();
    await page
      .getByRole('list', { name: 'Folders' })
      .getByRole('link', { name: /Archive/ })
      .click();
    await page.waitForURL('**/apps/mailbox/folder/archive/1');
    await page.getByRole('list', { name: 'Archive' }).getByRole('button', { name: subject }).first().waitFor();
    await page.getByRole('list', { name: 'Folders' }).getByRole('link', { name: /Inbox/ }).click();
    await page.waitForURL('**/apps/mailbox/folder/inbox/1');
    // The inbox refetches after the move (the mock answers lists after 625 ms).
    await inbox.waitFor();
    await poll(() => inbox.getByRole('button', { name: subject, exact: true }).count()).toBe(inInbox - 1);
    await screenshot(page, 'demo-mailbox-1280');
    expect(errors).toEqual([]);
  });
});
