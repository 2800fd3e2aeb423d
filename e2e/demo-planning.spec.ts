import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** Waits for a screen to catch up: the mock answers after its delays, on a machine other runs share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** Drags with the mouse in small steps, as a person does, so dnd-kit's pointer sensor starts and follows the drag. */
async function drag(page: Page, from: Locator, to: Locator, offsetY = 0) {
  const a = (await from.boundingBox())!;
  const z = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(z.x + z.width / 2, z.y + z.height / 2 + offsetY, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

// Walks of the notes, scrumboard and tasks screens.
describe('demo notes, scrumboard and tasks in Chromium', () => {
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

  it('creates a note, edits it and finds it by search', async () => {
    const page = await open('/apps/notes');
    const feed = page.getByRole('feed', { name: 'Notes' });
    await feed.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: 'New note' }).click();
    const create = page.getByRole('dialog', { name: 'New note' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Call the vendor');
    await create.getByRole('textbox', { name: 'Add a task' }).fill('Ask about prices');
    await page.keyboard.press('Enter');
    await create.getByRole('button', { name: 'Create' }).click();
    await feed.getByRole('article', { name: 'Call the vendor' }).getByText('Ask about prices').waitFor();

    await feed.getByRole('button', { name: 'Open Call the vendor' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit note' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Call the detector vendor');
    await edit.getByRole('button', { name: 'Close' }).click();
    await feed.getByRole('article', { name: 'Call the detector vendor' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search notes' }).fill('DETECTOR VENDOR');
    await poll(() => feed.getByRole('article').count()).toBe(1);
    await screenshot(page, 'demo-notes-1280');
    expect(errors).toEqual([]);
  });

  it('adds a card on the scrumboard and drags it to another list', async () => {
    const page = await open('/apps/scrumboard');
    await page.getByRole('link', { name: /Sensor roll-out/ }).click();
    const backlog = page.getByRole('list', { name: 'Cards in Backlog' });
    const review = page.getByRole('list', { name: 'Cards in Review' });
    await backlog.getByRole('listitem').first().waitFor();
    const before = await backlog.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Add a card to Backlog' }).click();
    await page.getByRole('textbox', { name: 'Card title' }).fill('Paint the cabinets');
    await page.keyboard.press('Enter');
    await poll(() => backlog.getByRole('listitem').count()).toBe(before + 1);

    const reviewCards = await review.getByRole('listitem').count();
    await drag(page, backlog.getByRole('listitem', { name: 'Paint the cabinets' }), review.getByRole('listitem').last(), 30);
    await review.getByRole('listitem', { name: 'Paint the cabinets' }).waitFor();
    await poll(() => review.getByRole('listitem').count()).toBe(reviewCards + 1);
    expect(await backlog.getByRole('listitem', { name: 'Paint the cabinets' }).count()).toBe(0);

    // The move was stored: it survives leaving the board and coming back.
    await page.getByRole('link', { name: 'All boards' }).click();
    await page.getByRole('link', { name: /Sensor roll-out/ }).click();
    await page.getByRole('list', { name: 'Cards in Review' }).getByRole('listitem', { name: 'Paint the cabinets' }).waitFor();
    await screenshot(page, 'demo-scrumboard-1280');
    expect(errors).toEqual([]);
  });

  it('adds a task, names it, moves it down by drag and searches for it', async () => {
    const page = await open('/apps/tasks');
    const list = page.getByRole('list', { name: 'Tasks' });
    await list.getByRole('listitem').first().waitFor();

    await page.getByRole('button', { name: 'Add task' }).click();
    await page.waitForURL(/\/apps\/tasks\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Title' }).fill('Order spare detectors');
    await page.keyboard.press('Tab');
    await poll(() => list.getByRole('listitem').first().innerText()).toContain('Order spare detectors');

    const third = (await list.getByRole('listitem').nth(2).innerText()).trim();
    await drag(page, page.getByRole('button', { name: 'Move Order spare detectors' }), list.getByRole('listitem').nth(2), 10);
    await poll(async () => (await list.getByRole('listitem').allInnerTexts()).findIndex((x) => x.includes('Order spare detectors'))).toBe(
      2,
    );
    expect((await list.getByRole('listitem').nth(1).innerText()).trim()).toBe(third);

    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('spare detectors');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.locator('mark', { hasText: 'spare detectors' }).first().waitFor();
    await screenshot(page, 'demo-tasks-1280');
    expect(errors).toEqual([]);
  });
});
