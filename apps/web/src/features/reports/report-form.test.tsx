import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report, ReportCreate, ReportObjectOption } from '@roadlens/contract/reports';
import { reports } from '@roadlens/contract/endpoints/reports';
import { ConfirmationProvider } from '../../components/confirmation/confirmation.tsx';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { reportFixture } from './report.fixture.ts';
import { ReportsPage } from './reports-page.tsx';

let stored: Report[] = [];
let posted: ReportCreate[] = [];
let patched: unknown[] = [];

startEndpointServer(
  handle(reports.list, () => stored),
  handle(reports.objects, ({ query }): ReportObjectOption[] =>
    query.get('source') === 'tabular'
      ? [{ kind: 'device', id: 9, name: 'Bridge north' }]
      : [
          { kind: 'link', id: 3, name: 'Coast road' },
          { kind: 'route', id: 4, name: 'Airport route' },
        ],
  ),
  handle(reports.recipients, () => [{ id: 2, name: 'Oya Operator', email: 'operator@demo.local' }]),
  handle(reports.create, ({ body }) => {
    const b = body as ReportCreate;
    posted.push(b);
    // The server's checks, as it answers them: a 400 naming each field at fault.
    if (b.period.kind === 'fixed' && (b.period.to ?? '') < (b.period.from ?? ''))
      return failWith(400, { 'period.to': ['The end date must not be before the start date.'], time_zone: ['Unknown time zone.'] });
    if (b.objects.length === 0) return failWith(400, { objects: ['Choose at least one object.'] });
    const r = reportFixture({ id: 5, name: b.name, schedule: b.schedule ?? null, last_run: null });
    stored.push(r);
    return r;
  }),
  handle(reports.patch, ({ params, body }) => {
    patched.push(body);
    const i = stored.findIndex((r) => r.id === Number(params.id));
    const b = body as ReportCreate;
    stored[i] = { ...stored[i], name: b.name, schedule: b.schedule ?? null };
    return stored[i];
  }),
);

beforeEach(() => {
  stored = [];
  posted = [];
  patched = [];
});

const render = () =>
  renderPage(
    '/dashboard/reports',
    signedIn(
      <ConfirmationProvider>
        <ReportsPage />
      </ConfirmationProvider>,
      ['Platform|view_report', 'Platform|change_report'],
    ),
    '/dashboard/reports',
    en,
  );

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('report form', () => {
  it('shows a 400 beside the field it names, then saves a weekly report', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByText('No reports yet.');
    await user.click(screen.getByRole('button', { name: 'New report' }));
    const form = await screen.findByTestId('report-form');
    expect(within(form).getByTestId('report-zone').textContent).toContain('UTC');

    // Nothing chosen yet: the server names the objects, shown under the objects field.
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Weekly corridor');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Objects' })).toHaveAccessibleDescription('Choose at least one object.'),
    );

    await user.click(within(form).getByRole('combobox', { name: 'Objects' }));
    await user.click(await screen.findByRole('option', { name: 'Coast road' }));
    // Changed since the answer: its message goes, the others stay until the next save.
    expect(within(form).getByRole('combobox', { name: 'Objects' })).not.toHaveAccessibleDescription(/./);
    await choose('Period', 'Fixed dates');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-10' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('To')).toHaveAccessibleDescription('The end date must not be before the start date.'),
    );
    expect(within(form).getByLabelText('From')).not.toHaveAccessibleDescription(/./);
    // A field the form has no input for is said above the form, not lost.
    expect(within(form).getByTestId('report-form-error').textContent).toBe('Unknown time zone.');
    expect(within(form).getByRole('combobox', { name: 'Objects' })).not.toHaveAccessibleDescription(/./);

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-22' } });
    // A schedule reports on the time before each run: the fixed dates give way to the week before.
    await choose('Schedule', 'Weekly');
    expect(within(form).getByRole('combobox', { name: 'Period' })).toHaveTextContent('Previous 7 days');
    expect(within(form).queryByLabelText('To')).toBeNull();
    await choose('Weekday', 'Wednesday');
    await user.click(within(form).getByRole('combobox', { name: 'Recipients' }));
    await user.click(await screen.findByRole('option', { name: 'Oya Operator <operator@demo.local>' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('report-form')).toBeNull());
    expect(posted.at(-1)).toMatchObject({
      name: 'Weekly corridor',
      source: 'insight',
      objects: [{ kind: 'link', id: 3 }],
      period: { kind: 'w' },
      metrics: ['travel_time', 'speed'],
      formats: ['csv', 'xlsx', 'pdf'],
      schedule: { frequency: 'w', time: '06:00', weekday: 3 },
      recipients: [2],
      time_zone: null,
    });
    const row = await screen.findByTestId('report-row');
    expect(within(row).getByTestId('report-schedule').textContent).toBe('Every Wednesday at 06:00');
  });

  it('changing the source keeps only the objects and metrics it offers', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'New report' }));
    const form = await screen.findByTestId('report-form');
    await user.click(within(form).getByRole('combobox', { name: 'Objects' }));
    await user.click(await screen.findByRole('option', { name: 'Coast road' }));
    await choose('Source', 'Tabular data');
    expect(within(form).queryByText('Link: Coast road')).toBeNull();
    expect(within(form).getByTestId('report-metrics-detections')).not.toBeChecked();
    expect(within(form).getByTestId('report-metrics-travel_time')).toBeChecked();
    await user.click(within(form).getByRole('combobox', { name: 'Objects' }));
    expect(await screen.findByRole('option', { name: 'Bridge north' })).toBeInTheDocument();
  });

  it('edits a saved report in place', async () => {
    stored = [reportFixture()];
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('report-form');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Weekly corridor');
    expect(within(form).getByText('Route: Airport route')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Corridor, weekly');
    await choose('Schedule', 'None (generate on demand)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('report-form')).toBeNull());
    expect(patched[0]).toMatchObject({
      name: 'Corridor, weekly',
      schedule: null,
      objects: [
        { kind: 'link', id: 3 },
        { kind: 'route', id: 4 },
      ],
    });
    expect((await screen.findByTestId('report-row')).textContent).toContain('Corridor, weekly');
  });
});
