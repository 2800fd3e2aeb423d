import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInApi, useBrowser } from './support/browser.ts';

/** Calls a template endpoint from inside the page, so the in-browser mock must answer it. */
async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(new URL(path, document.baseURI), {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

// Each area's walk of its screen is in its own e2e/demo-*.spec.ts; this file checks the mock calls themselves.
describe('demo-template mock back end in Chromium', () => {
  const b = useBrowser();

  async function open(path: string): Promise<Page> {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(path);
    return page;
  }

  it('answers every area from the in-browser mock', async () => {
    const page = await open('/apps/contacts');
    // The template bar shows once the in-page mock is answering; no service worker is involved.
    await page.locator('[data-testid="demo-toolbar"]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);

    const contacts = await call(page, 'GET', 'api/apps/contacts/all');
    expect(contacts.status).toBe(200);
    expect(contacts.body.length).toBeGreaterThan(5);
    const created = await call(page, 'POST', 'api/apps/contacts/contact');
    expect(created.body.name).toBe('New Contact');
    expect((await call(page, 'GET', 'api/apps/contacts/all')).body.length).toBe(contacts.body.length + 1);
    expect((await call(page, 'GET', 'api/apps/contacts/tags')).body).toHaveLength(7);

    expect((await call(page, 'GET', 'api/apps/chat/chats')).body.length).toBeGreaterThan(0);
    const products = await call(page, 'GET', 'api/apps/ecommerce/inventory/products?page=0&size=10');
    expect(products.body.products).toHaveLength(10);
    expect(products.body.pagination.lastPage).toBe(3);
    expect((await call(page, 'GET', 'api/apps/ecommerce/inventory/products?page=3&size=10')).body.products).toBeNull();
    const fm = await call(page, 'GET', 'api/apps/file-manager?folderId=null');
    expect(fm.body.path).toEqual([]);
    const guides = await call(page, 'GET', 'api/apps/help-center/guides');
    expect(guides.body.every((c: { visibleGuides: number }) => c.visibleGuides <= 5)).toBe(true);

    const mails = await call(page, 'GET', 'api/apps/mailbox/mails?folder=inbox&page=1');
    expect(mails.body.mails.length).toBeLessThanOrEqual(10);
    expect(mails.body.pagination.resultsPerPage).toBe(10);
    const label = await call(page, 'POST', 'api/apps/mailbox/label', { label: { title: 'Road  Works!' } });
    expect(label.body.slug).toBe('road-works');
    const again = await call(page, 'POST', 'api/apps/mailbox/label', { label: { title: 'Road Works' } });
    expect(again.body.slug).toBe('road-works-1');

    expect((await call(page, 'GET', 'api/apps/notes/all')).body.length).toBeGreaterThan(0);
    expect((await call(page, 'GET', 'api/apps/scrumboard/boards')).body.length).toBeGreaterThan(0);
    const task = await call(page, 'POST', 'api/apps/tasks/task', { type: 'task' });
    expect(task.body).toMatchObject({ title: '', completed: false, priority: 1, tags: [] });
    expect((await call(page, 'GET', 'api/apps/tasks/all')).body[0].id).toBe(task.body.id);
    expect((await call(page, 'GET', 'api/apps/tasks/search?query=')).body).toBeNull();

    const search = await call(page, 'POST', 'api/common/search', { query: 'a' });
    expect(search.body.results.length).toBeGreaterThan(0);
    expect((await call(page, 'GET', 'api/common/messages')).status).toBe(200);
    expect((await call(page, 'GET', 'api/common/shortcuts')).status).toBe(200);
    for (const d of ['analytics', 'crypto', 'finance', 'project'])
      expect((await call(page, 'GET', `api/dashboards/${d}`)).status).toBe(200);
    expect((await call(page, 'GET', 'api/pages/activities')).status).toBe(200);

    const bad = await call(page, 'POST', 'api/auth/sign-in', { email: 'nobody@example.com', password: 'x' });
    expect(bad).toEqual({ status: 404, body: false });
    const token = await call(page, 'POST', 'api/auth/sign-in-with-token', { accessToken: 'not.a.token' });
    expect(token.status).toBe(401);

    // Core calls are never mocked: the real server answers them.
    const health = await call(page, 'GET', '/api/health/');
    expect(health.body.status).toBe('ok');
  });
});
