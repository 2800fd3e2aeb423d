import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report } from '@roadlens/contract/reports';
import { reports } from '@roadlens/contract/endpoints/reports';
import { ConfirmationProvider } from '../../components/confirmation/confirmation.tsx';
import { handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';
import en from './locales/en.json';
import { reportFixture, runFixture } from './report.fixture.ts';
import { ReportsPage } from './reports-page.tsx';

stubEventSource();

let stored: Report[] = [];
let deleted: string[] = [];

startEndpointServer(
  handle(reports.list, () => stored),
  handle(reports.generate, ({ params }) => {
    const run = runFixture({ id: 12, status: 'queued', progress: 0, finished_at: null, started_at: null, files: [] });
    stored = stored.map((r) => (r.id === Number(params.id) ? { ...r, last_run: run } : r));
    return run;
  }),
  handle(reports.delete, ({ params }) => {
    deleted.push(params.id);
    stored = stored.filter((r) => r.id !== Number(params.id));
    return undefined;
  }),
);

beforeEach(() => {
  stored = [
    reportFixture({ last_run: null }),
    reportFixture({ id: 2, name: 'Daily sensors', source: 'tabular', schedule: null, next_run_at: null }),
  ];
  deleted = [];
});

const CHANGE = ['Platform|view_report', 'Platform|change_report'];
const render = (permissions: string[]) =>
  renderPage(
    '/dashboard/reports',
    signedIn(
      <ConfirmationProvider>
        <ReportsPage />
      </ConfirmationProvider>,
      permissions,
    ),
    '/dashboard/reports',
    en,
  );
const rowOf = async (name: string) => (await screen.findAllByTestId('report-row')).find((r) => r.textContent?.includes(name))!;

describe('reports list', () => {
  it('shows schedule, next run and last run; generating shows a live progress bar until the report is ready', async () => {
    const user = userEvent.setup();
    await render(CHANGE);
    const row = await rowOf('Weekly corridor');
    expect(within(row).getByTestId('report-schedule').textContent).toBe('Every Monday at 06:00');
    // The next run on the wall clock of the zone the schedule is set in.
    expect(within(row).getByTestId('report-next-run').textContent).toBe('2026-11-30, 06:00:00 (Europe/Istanbul)');
    expect(within(row).getByTestId('run-status').textContent).toBe('Not generated yet');
    const other = await rowOf('Daily sensors');
    expect(within(other).getByTestId('report-schedule').textContent).toBe('No schedule');

    await user.click(within(row).getByRole('button', { name: 'Generate now' }));
    await waitFor(() => expect(within(row).getByTestId('run-status').dataset.status).toBe('queued'));
    expect(within(row).getByRole('button', { name: 'Generate now' })).toBeDisabled();

    // The worker moves on: the live event moves the bar in place.
    stored[0] = { ...stored[0], last_run: { ...stored[0].last_run!, status: 'running', progress: 60 } };
    act(() => FakeEventSource.last!.send({ type: 'report_progress', run: { id: 12, report_id: 1, status: 'running', progress: 60 } }));
    await waitFor(() => expect(within(row).getByTestId('run-progress').dataset.progress).toBe('60'));
    expect(within(row).getByTestId('run-status').textContent).toContain('Generating 60%');

    // Done: the list is read again for the files, and the run opens its info page.
    stored[0] = { ...stored[0], last_run: runFixture({ id: 12 }) };
    act(() => FakeEventSource.last!.send({ type: 'report_progress', run: { id: 12, report_id: 1, status: 'done', progress: 100 } }));
    await waitFor(() => expect(within(row).getByTestId('run-status').textContent).toBe('Ready'));
    expect(within(row).queryByTestId('run-progress')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/dashboard/report/12/info');
  });

  it('deletes a report only after confirmation', async () => {
    const user = userEvent.setup();
    await render(CHANGE);
    const row = await rowOf('Daily sensors');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the report Daily sensors with all its generated files?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(1));
    expect(deleted).toEqual(['2']);
  });

  it('is read-only without the permission to change reports', async () => {
    stored[0] = reportFixture();
    await render(['Platform|view_report']);
    const row = await rowOf('Weekly corridor');
    expect(screen.getByTestId('reports-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
    for (const name of ['Generate now', 'Edit', 'Delete']) expect(within(row).queryByRole('button', { name })).toBeNull();
    // Reading a finished run stays open to everyone who sees the list.
    expect(within(row).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/dashboard/report/11/info');
  });
});
