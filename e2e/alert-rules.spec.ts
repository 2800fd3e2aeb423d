import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import { INTERVAL_S } from '@roadlens/traffic';

interface LinkLite {
  id: number;
  name: string;
  origin_device_id: number;
  destination_device_id: number;
  free_flow_s: number | null;
}
const T = { timeout: 15_000 };
const badgeCount = async (page: Page) => {
  const el = page.locator('[data-testid="bell-badge"] .MuiBadge-badge');
  if ((await el.count()) === 0 || (await el.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  return Number(await el.textContent());
};

describe('alert rules end to end', () => {
  const b = useBrowser();

  it('a rule made in the UI fires on arriving data: the bell shows it, its click opens the link’s alerts, where it is acknowledged', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/alerts');
    await page.getByRole('heading', { name: 'Alert Rules' }).waitFor(T);
    // A link of the seeded city that no other spec feeds.
    const link = (await apiCall<{ results: LinkLite[] }>(page, '/api/map/links/?page_size=40&ordering=name')).results[23];
    const serial = async (id: number) => (await apiCall<{ serial: string }>(page, `/api/map/devices/${id}/`)).serial;
    const [origin, destination] = [await serial(link.origin_device_id), await serial(link.destination_device_id)];
    const travel = Math.max(60, Math.round((link.free_flow_s ?? 60) * 1.2));
    const name = `Jam on ${link.name}`;

    // The rule, through the form: this link, travel time above half of what the vehicles will take.
    await page.getByTestId('add-rule').click();
    const form = page.getByTestId('rule-form');
    await form.getByTestId('rule-name').fill(name);
    await form.getByTestId('rule-scope').click();
    await page.getByRole('option', { name: 'Chosen ones' }).click();
    await form.getByRole('combobox', { name: 'Objects', exact: true }).fill(link.name);
    await page.getByRole('option', { name: link.name, exact: true }).click();
    await form.getByTestId('rule-kind').click();
    await page.getByRole('option', { name: 'Static threshold' }).click();
    await form.getByTestId('rule-value').fill(String(Math.round(travel / 2)));
    await form.getByTestId('rule-pending').fill('0');
    await form.getByTestId('rule-save').click();
    await form.waitFor({ state: 'detached', ...T });
    const row = page.getByTestId('rule-row').filter({ hasText: name });
    await row.waitFor(T);
    await screenshot(page, 'alert-rules-1280');

    const before = await badgeCount(page);
    // Ten vehicles that just crossed the link, as its sensors report them, all arriving within one interval: split
    // across two, the later one could hold fewer than the rule's minimum samples, and the rule would rightly wait.
    const now = Math.floor(Date.now() / 1000);
    const firstArrival = Math.max(now - 90, Math.floor((now - 45) / INTERVAL_S) * INTERVAL_S);
    const start = firstArrival - travel;
    const records = Array.from({ length: 10 }, (_, i) => [
      { serial: origin, fingerprint: `e2e-alert-${now}-${i}`, create_time: start + i * 5, rssi: -60, signal: 0 },
      { serial: destination, fingerprint: `e2e-alert-${now}-${i}`, create_time: start + i * 5 + travel, rssi: -60, signal: 0 },
    ]).flat();
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });

    // Live processing stores the interval, the rule fires, the notification arrives live.
    await expect.poll(() => badgeCount(page), { timeout: 60_000 }).toBeGreaterThan(before);
    // The rule's counts follow live as well: well before the list's 30 s periodic reload.
    await expect.poll(async () => (await row.textContent()) ?? '', T).toContain('Alerting 1');
    await page.getByTestId('bell').click();
    const panel = page.getByTestId('notifications-panel');
    const note = panel.getByTestId('notification-row').filter({ hasText: name });
    await note.waitFor(T);
    expect(await note.textContent()).toContain('Alert - Alerting');
    await note.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, T).toBe(`/dashboard/links/${link.id}/alerts`);

    const event = page.getByTestId('object-event').filter({ hasText: name });
    await event.waitFor(T);
    expect(await page.getByTestId('object-states').textContent()).toContain('Alerting');
    await event.getByTestId('explain').click();
    const explanation = page.getByTestId('explanation');
    await explanation.getByTestId('explanation-chart').waitFor(T);
    expect(await explanation.textContent()).toContain('Static threshold');
    await screenshot(page, 'alert-explanation');
    await explanation.getByRole('button', { name: 'Close' }).click();

    await event.getByTestId('acknowledge').click();
    await expect.poll(async () => (await event.textContent()) ?? '', T).toContain('Acknowledged by Oya Operator');
    await screenshot(page, 'alert-tab-1280');

    // The same screens on a phone.
    const phone = await b.newPage({ width: 375, height: 800 });
    await signInApi(phone, b.state.baseURL, 'operator', b.state.password);
    await phone.goto(`/dashboard/links/${link.id}/alerts`);
    await phone.getByTestId('object-event').first().waitFor(T);
    await screenshot(phone, 'alert-tab-375');
    await phone.goto('/dashboard/alerts');
    await phone.getByTestId('rule-row').first().waitFor(T);
    await screenshot(phone, 'alert-rules-375');
  });

  it('a "tag not seen" rule made in the UI fires for a tag gone quiet; its alert says when and where it was last seen', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/alerts');
    const stamp = Date.now();
    const sensor = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=TAGALERT-${stamp}`, 'POST', {
      name: `Depot gate ${stamp}`,
      lat: 41.05,
      lng: 29.0,
    });
    const mac = Array.from({ length: 6 }, (_, i) => ((stamp >> (i * 3)) & 0xff).toString(16).padStart(2, '0')).join(':');
    const tagName = `Van ${stamp}`;
    const tag = await apiCall<{ id: number }>(page, '/api/tags/', 'POST', { name: tagName, mac });
    // Last seen 20 minutes ago: quiet for longer than the rule's 10 minutes.
    const seenAt = Math.floor(Date.now() / 1000) - 1200;
    await apiCall(page, '/api/ingest/detections/', 'POST', {
      records: [{ serial: sensor.serial, fingerprint: mac.toUpperCase(), create_time: seenAt, rssi: -60, signal: 0 }],
    });

    await page.getByTestId('add-rule').click();
    const form = page.getByTestId('rule-form');
    const name = `Van missing ${stamp}`;
    await form.getByTestId('rule-name').fill(name);
    await form.getByTestId('rule-object-type').click();
    await page.getByRole('option', { name: 'tag', exact: true }).click();
    await form.getByTestId('rule-scope').click();
    await page.getByRole('option', { name: 'Chosen ones' }).click();
    await form.getByRole('combobox', { name: 'Objects', exact: true }).fill(tagName);
    await page.getByRole('option', { name: tagName, exact: true }).click();
    await form.getByTestId('rule-kind').click();
    await page.getByRole('option', { name: 'Tag not seen for N minutes' }).click();
    await form.getByTestId('rule-value').fill('10');
    await form.getByTestId('rule-pending').fill('0');
    await screenshot(page, 'alert-rules-tag-form-1280');
    await form.getByTestId('rule-save').click();
    await form.waitFor({ state: 'detached', ...T });
    const row = page.getByTestId('rule-row').filter({ hasText: name });
    expect(await row.textContent()).toContain('Not seen for 10 min');
    // Rules are evaluated every 30 s whatever arrives.
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 70_000 }).toContain('Alerting 1');

    await page.goto(`/dashboard/tags/${tag.id}/alerts`);
    const event = page.getByTestId('object-event').filter({ hasText: name });
    await event.waitFor(T);
    await event.getByTestId('explain').click();
    const explanation = page.getByTestId('explanation');
    await explanation.getByTestId('explanation-chart').waitFor(T);
    const text = (await explanation.textContent()) ?? '';
    expect(text).toContain('Last seen by');
    expect(text).toContain(`Depot gate ${stamp}`);
    await screenshot(page, 'alert-tag-explanation-1280');
    await explanation.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('tab-overview').click();
    await expect.poll(() => new URL(page.url()).search, T).toBe(`?tag=${tag.id}`);

    const phone = await b.newPage({ width: 375, height: 800 });
    await signInApi(phone, b.state.baseURL, 'operator', b.state.password);
    await phone.goto('/dashboard/alerts');
    await phone.getByTestId('rule-row').filter({ hasText: name }).getByRole('button', { name: 'Edit' }).click();
    await phone.getByTestId('rule-form').getByTestId('rule-value').waitFor(T);
    await screenshot(phone, 'alert-rules-tag-form-375');
  });

  it('an e-mail action made in the UI sends a test and logs the delivery', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/actions');
    await page.getByRole('heading', { name: 'Actions' }).waitFor(T);
    await page.getByTestId('add-action').click();
    const form = page.getByTestId('action-form');
    await form.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    await form.getByTestId('action-name').fill('Night shift mail');
    // A local mail domain is refused unless the operator allows private targets.
    await form.getByTestId('action-recipients').fill('ops@printer.local');
    await form.getByTestId('action-save').click();
    await expect.poll(async () => (await form.textContent()) ?? '', T).toContain('private or local');
    await form.getByTestId('action-recipients').fill('night-shift@example.com');
    await form.getByTestId('action-save').click();
    await form.waitFor({ state: 'detached', ...T });
    const row = page.getByTestId('action-row').filter({ hasText: 'Night shift mail' });
    await row.getByTestId('send-test').click();
    await expect.poll(async () => (await page.locator('.MuiSnackbar-root').textContent()) ?? '', T).toContain('Test delivered.');
    await row.getByTestId('show-deliveries').click();
    await expect.poll(async () => (await page.getByTestId('delivery-row').first().textContent()) ?? '', T).toContain('Delivered');
    await screenshot(page, 'actions-deliveries-1280');
    await page.getByTestId('deliveries').getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'actions-1280');
    const phone = await b.newPage({ width: 375, height: 800 });
    await signInApi(phone, b.state.baseURL, 'operator', b.state.password);
    await phone.goto('/dashboard/actions');
    await phone.getByTestId('action-row').first().waitFor(T);
    await screenshot(phone, 'actions-375');
  });
});
