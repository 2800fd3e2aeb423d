import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** Waits for a screen to catch up: the mock answers after its delays, on a machine other runs share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

// Walks of the sample dashboards, activities, icons, docs and the mock sign-in page.
describe('demo dashboards and pages in Chromium', () => {
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

  /** The charts drawn so far: ECharts renders SVG here, one per chart, with paths once it has data and a size. */
  const charts = (page: Page) => page.locator('[role="img"] svg').evaluateAll((svgs) => svgs.filter((s) => s.querySelector('path')).length);

  it('switches the project dashboard to last week and to the budget tab', async () => {
    const page = await open('/dashboards/project');
    const issues = page.getByRole('region', { name: 'Issue tracker summary' });
    await issues.waitFor();
    const thisWeek = await issues.innerText();
    await issues.getByRole('button', { name: 'Last week' }).click();
    await poll(() => issues.innerText()).not.toBe(thisWeek);
    expect(await issues.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: 'Budget' }).click();
    await page.getByRole('table', { name: 'Budget details' }).waitFor();
    await poll(() => charts(page)).toBeGreaterThan(0);
    await screenshot(page, 'demo-dashboard-project-1280');
    expect(errors).toEqual([]);
  });

  it('switches the analytics visitors chart to last year', async () => {
    const page = await open('/dashboards/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await poll(() => charts(page)).toBeGreaterThan(3);
    const lastYear = page.getByRole('button', { name: 'Last year' }).first();
    await lastYear.click();
    await poll(() => lastYear.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'demo-dashboard-analytics-1280');
    expect(errors).toEqual([]);
  });

  it.each([
    ['finance', 'Finance', 1],
    ['crypto', 'Crypto', 2],
  ])('shows the %s dashboard with its charts', async (name, heading, chartCount) => {
    const page = await open(`/dashboards/${name}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await poll(() => charts(page)).toBeGreaterThanOrEqual(chartCount);
    if (name === 'finance') {
      await page.getByRole('table', { name: 'Recent transactions' }).waitFor();
      await page.getByRole('region', { name: 'Current statement' }).getByText('$34,500.00').waitFor();
    }
    await screenshot(page, `demo-dashboard-${name}-1280`);
    expect(errors).toEqual([]);
  });

  it('filters the activities to system events', async () => {
    const page = await open('/pages/activities');
    const items = page.getByRole('main').getByRole('listitem');
    await items.first().waitFor();
    const all = await items.count();
    await page.getByRole('button', { name: 'System' }).click();
    await poll(() => items.count()).toBeLessThan(all);
    expect(await page.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'demo-activities-1280');
    expect(errors).toEqual([]);
  });

  it('searches an icon set, opens an icon and switches sets', async () => {
    const page = await open('/ui/icons');
    await page.waitForURL('**/ui/icons/material-outline');
    const grid = page.getByRole('list', { name: 'Material Outline' });
    await expect.poll(() => grid.locator('li svg').count(), { timeout: 30_000 }).toBe(240);
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('traffic');
    await poll(() => grid.getByRole('listitem').count()).toBeLessThan(10);
    await grid.getByRole('button', { name: 'Traffic', exact: true }).click();
    await page.getByText("import TrafficIcon from '@mui/icons-material/TrafficOutlined';").waitFor();
    await poll(() => page.getByRole('dialog').locator('svg').count()).toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Material Solid' }).click();
    await page.waitForURL('**/ui/icons/material-solid');
    const solid = page.getByRole('list', { name: 'Material Solid' });
    await expect.poll(() => solid.locator('li svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await screenshot(page, 'demo-icons-1280');
    expect(errors).toEqual([]);
  });

  it('signs in on the mock sign-in page and checks the token', async () => {
    const page = await open('/example');
    const form = page.getByRole('form', { name: 'Sign in or unlock' });
    const log = page.getByRole('list', { name: 'Replies' });
    await form.getByLabel('E-mail').fill('hughes.brian@company.com');
    await form.getByLabel('Password').fill('wrong');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await log.getByRole('listitem', { name: 'api/auth/sign-in 404' }).waitFor();

    await form.getByRole('button', { name: 'Fill in the demo details' }).click();
    await form.getByRole('button', { name: 'Sign in' }).click();
    await log.getByRole('listitem', { name: 'api/auth/sign-in 200' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with token' }).click();
    await log.getByRole('listitem', { name: 'api/auth/sign-in-with-token 200' }).waitFor();
    await page.getByRole('button', { name: 'Tamper with the signature' }).click();
    await page.getByRole('button', { name: 'Sign in with token' }).click();
    await log.getByRole('listitem', { name: 'api/auth/sign-in-with-token 401' }).waitFor();
    await screenshot(page, 'demo-mock-auth-1280');
    expect(errors).toEqual([]);
  });

  it('shows the changelog', async () => {
    const page = await open('/docs/changelog');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
    await screenshot(page, 'demo-changelog-1280');
    expect(errors).toEqual([]);
  });
});
