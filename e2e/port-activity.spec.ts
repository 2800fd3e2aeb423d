import { describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

const T = { timeout: 20_000 };
/** The seeded fleet truck 34 AMB 101's tag, as a sensor prints it. */
const MAC = '02:50:4F:52:54:01';

describe('port activities: a known truck through the terminal gates, approved by the port operator', () => {
  const b = useBrowser();

  it('notifies the operator of the visit, who opens it, approves it and sees it approved', { timeout: 240_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'port', b.state.password);
    await page.goto('/dashboard/terminal');
    await page.getByTestId('port-panels').waitFor(T);

    // The truck's appointment, as the terminal's booking system sends it: the last hour's slot.
    const stamp = Date.now();
    const now = Math.floor(stamp / 1000);
    const rendezvous = `E2E${stamp}`;
    const tags = await apiCall<Array<{ id: number; name: string }>>(page, '/api/tags/');
    const truck = tags.find((x) => x.name === '34 AMB 101')!;
    await apiCall(page, '/api/activities/appointments/', 'POST', {
      tag_id: truck.id,
      rendezvous_number: rendezvous,
      window_start: new Date((now - 3600) * 1000).toISOString(),
      window_end: new Date(now * 1000).toISOString(),
    });

    // The gates' sensors hear it: ten minutes in the gate queue, the yard, then out through gate-out.
    const seen = (serial: string, ago: number) => ({ serial, fingerprint: MAC, create_time: now - ago, rssi: -60, signal: 1 });
    const at = (serial: string, agos: number[]) => agos.map((ago) => seen(serial, ago));
    await apiCall(page, '/api/ingest/detections/', 'POST', {
      records: [
        ...at('AMB-GATE-IN', [2400, 2300, 2200, 2100, 2000, 1900, 1800]),
        ...at('AMB-YARD', [1500, 1000]),
        ...at('AMB-GATE-OUT', [300, 240, 200]),
      ],
    });

    // The server finds the visit and tells the operator, live.
    const text = `New Activity from 34 AMB 101 (Rendezvous Number: ${rendezvous}) waiting to be approved`;
    await page.getByTestId('bell').click();
    const note = page.getByTestId('notifications-panel').getByTestId('notification-row').filter({ hasText: rendezvous });
    await note.waitFor({ timeout: 90_000 });
    expect(await note.textContent()).toContain(text);
    await screenshot(page, 'port-activity-notification');
    await note.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, T).toMatch(/^\/dashboard\/activity\/\d+\/info$/);
    const activityPath = new URL(page.url()).pathname;

    const info = page.getByTestId('activity-page');
    await info.waitFor(T);
    expect(await info.getByTestId('activity-status').textContent()).toBe('Waiting for approval');
    expect(await info.getByTestId('activity-rendezvous').textContent()).toBe(rendezvous);
    expect(await info.getByTestId('activity-gate-wait').textContent()).toBe('10 min');
    expect(await info.getByTestId('activity-turn-time').textContent()).toBe('27 min');
    expect(await info.getByTestId('activity-arrival').textContent()).toBe('On time');
    expect(await page.getByTestId('breadcrumb').textContent()).toContain('Activity');
    await screenshot(page, 'port-activity-1280');

    await info.getByTestId('activity-comment-input').fill('Seal checked at the gate');
    await info.getByTestId('activity-approve').click();
    await expect.poll(() => info.getByTestId('activity-status').textContent(), T).toBe('Approved');
    expect(await info.getByTestId('activity-decided-by').textContent()).toContain('Approved by Pelin Port on');
    expect(await info.getByTestId('activity-comment').textContent()).toBe('Seal checked at the gate');
    expect(await info.getByTestId('activity-approve').count()).toBe(0);

    // Kept on the server: a reload shows it approved, and a second approval is refused on `status`.
    await page.reload();
    await expect.poll(() => page.getByTestId('activity-status').textContent(), T).toBe('Approved');
    const id = activityPath.split('/')[3];
    const again = await page.evaluate(async (id) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrftoken='))
          ?.split('=')[1] ?? '';
      const res = await fetch(`/api/activities/${id}/decision/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ status: 'approved' }),
      });
      return { status: res.status, body: await res.json() };
    }, id);
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty('status');

    // The terminal board now counts the visit.
    await page.goto('/dashboard/terminal');
    const visit = page.getByTestId('port-visit').filter({ hasText: rendezvous });
    await visit.waitFor(T);
    expect(await visit.textContent()).toContain('Approved');
    await page.waitForTimeout(800); // the charts' first paint
    await screenshot(page, 'port-terminal-1280');

    const phone = await b.newPage({ width: 375, height: 800 });
    await signInApi(phone, b.state.baseURL, 'port', b.state.password);
    await phone.goto(activityPath);
    await phone.getByTestId('activity-decided-by').waitFor(T);
    await screenshot(phone, 'port-activity-375');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.goto('/dashboard/terminal');
    await phone.getByTestId('port-panels').waitFor(T);
    await phone.waitForTimeout(800);
    await screenshot(phone, 'port-terminal-375');
  });
});
