import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertRule, AlertRuleInput } from '@roadlens/contract/alert-rules';
import type { Device } from '@roadlens/contract/devices';
import type { Tag } from '@roadlens/contract/tags';
import { actions } from '@roadlens/contract/endpoints/actions';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { tags } from '@roadlens/contract/endpoints/tags';
import { ConfirmationProvider } from '../../components/confirmation/confirmation.tsx';
import { failWith, handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';
import en from './locales/en.json';
import { AlertRulesPage } from './alert-rules-page.tsx';
import { deviceFixture } from '../../testing/device-fixture.ts';

const sensor = (id: number, name: string): Device => deviceFixture({ id, serial: `SN-${id}`, name, voltage: null, temperature: null });
const tag = (id: number, name: string): Tag => ({
  id,
  name,
  kind: 'mac',
  created_at: '2026-01-01T00:00:00.000Z',
  last_seen: null,
  last_device: null,
});

let stored: AlertRule[] = [];
let sent: AlertRuleInput[] = [];
let refuse = false;

stubEventSource();

startEndpointServer(
  handle(alertRules.list, () => pageOf(stored)),
  handle(alertRules.events, () => pageOf([])),
  handle(actions.list, () => pageOf([])),
  // The form opens on links before the test switches it to tags.
  handle(links.list, () => pageOf([])),
  handle(tags.list, () => [tag(3, 'Truck 7'), tag(4, 'Van 2')]),
  handle(devices.list, () => pageOf([sensor(5, 'Depot gate'), sensor(6, 'Harbour')])),
  handle(alertRules.create, ({ body }) => {
    sent.push(body as AlertRuleInput);
    if (refuse) return failWith(400, { 'condition.recover_minutes': ['Must be at most 30: the value recovers on the other side.'] });
    const rule = {
      ...(body as AlertRuleInput),
      id: stored.length + 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      evaluated_at: null,
      states: { ok: 0, pending: 0, alerting: 0, nodata: 0 },
    } as AlertRule;
    stored.push(rule);
    return rule;
  }),
);

const renderRulesPage = (permissions: string[]) =>
  renderPage(
    '*',
    signedIn(
      <ConfirmationProvider>
        <AlertRulesPage />
      </ConfirmationProvider>,
      permissions,
    ),
    '/',
    en,
  );

async function openTagRule(user: ReturnType<typeof userEvent.setup>) {
  await renderRulesPage(['Platform|change_alerts']);
  await user.click(await screen.findByTestId('add-rule'));
  const form = await screen.findByTestId('rule-form');
  await user.type(within(form).getByTestId('rule-name'), 'Truck missing');
  await user.click(within(form).getByTestId('rule-object-type'));
  await user.click(await screen.findByRole('option', { name: 'tag' }));
  await user.click(within(form).getByTestId('rule-kind'));
  await user.click(await screen.findByRole('option', { name: en.alertRules.kinds.tag_not_seen }));
  return form;
}

describe('alert rule form', () => {
  it('makes a "tag not seen" rule for one tag at chosen sensors, and lists it', async () => {
    stored = [];
    sent = [];
    refuse = false;
    const user = userEvent.setup();
    const form = await openTagRule(user);
    expect(within(form).queryByTestId('rule-min-samples')).not.toBeInTheDocument();
    await user.click(within(form).getByTestId('rule-scope'));
    await user.click(await screen.findByRole('option', { name: en.alertRules.form.scopeSome }));
    await user.click(within(form).getByRole('combobox', { name: en.alertRules.form.objects }));
    await user.click(await screen.findByRole('option', { name: 'Truck 7' }));
    await user.click(within(form).getByRole('combobox', { name: en.alertRules.form.tagSensors }));
    await user.click(await screen.findByRole('option', { name: 'Depot gate' }));
    await user.clear(within(form).getByTestId('rule-value'));
    await user.type(within(form).getByTestId('rule-value'), '30');
    await user.click(within(form).getByTestId('rule-save'));

    await waitFor(() => expect(screen.queryByTestId('rule-form')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({
      name: 'Truck missing',
      object_type: 'tag',
      object_ids: [3],
      condition: { kind: 'tag_not_seen', minutes: 30, device_ids: [5] },
    });
    const row = await screen.findByTestId('rule-row');
    expect(row).toHaveTextContent('Not seen for 30 min by 1 chosen sensor(s)');
    expect(row).toHaveTextContent('1 tag(s)');
  });

  it('shows the server’s complaint about the recover threshold under that field', async () => {
    stored = [];
    sent = [];
    refuse = true;
    const user = userEvent.setup();
    const form = await openTagRule(user);
    await user.type(within(form).getByTestId('rule-recover'), '45');
    await user.click(within(form).getByTestId('rule-save'));
    expect(await within(form).findByText(/Must be at most 30/)).toBeInTheDocument();
    expect(sent[0].condition).toMatchObject({ kind: 'tag_not_seen', minutes: 40, recover_minutes: 45, device_ids: null });
  });

  it('shows new states as soon as the server announces them, without waiting for the periodic reload', async () => {
    const states = { ok: 3, pending: 0, alerting: 0, nodata: 1 };
    stored = [
      {
        id: 7,
        name: 'Jam on the bridge',
        object_type: 'link',
        object_ids: null,
        enabled: true,
        severity: 'error',
        pending_minutes: 0,
        min_samples: 3,
        quiet_hours: null,
        action_ids: [],
        condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150, recover: 120 },
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        evaluated_at: null,
        states,
      } as unknown as AlertRule,
    ];
    await renderRulesPage([]);
    const row = await screen.findByTestId('rule-row');
    expect(row).toHaveTextContent('Alerting 0');
    stored[0] = { ...stored[0], states: { ...states, ok: 2, alerting: 1 } };
    act(() => FakeEventSource.last!.send({ type: 'alert_states', rule_ids: [7] }));
    await waitFor(() => expect(row).toHaveTextContent('Alerting 1'), { timeout: 3_000 });
  });
});
