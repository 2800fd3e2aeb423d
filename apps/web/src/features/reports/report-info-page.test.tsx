import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReportRun } from '@roadlens/contract/reports';
import { reports } from '@roadlens/contract/endpoints/reports';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';
import en from './locales/en.json';
import { reportFixture, runFixture } from './report.fixture.ts';
import { ReportInfoPage } from './report-info-page.tsx';

stubEventSource();

let runs: ReportRun[] = [];

startEndpointServer(
  handle(reports.run, ({ params }) => runs.find((r) => r.id === Number(params.id)) ?? failWith(404, { detail: 'Not found.' })),
  handle(reports.get, () => reportFixture()),
  handle(reports.runs, () => [...runs].reverse()),
);

beforeEach(() => {
  runs = [runFixture({ id: 10, created_at: '2026-11-16T03:00:00.000Z', trigger: 'schedule' }), runFixture()];
});

const open = (id: number) =>
  renderPage('/dashboard/report/:id/info', signedIn(<ReportInfoPage />, ['Platform|view_report']), `/dashboard/report/${id}/info`, en);

describe('report info page', () => {
  it("shows the report's details and one download per format", async () => {
    await open(11);
    expect(await screen.findByRole('heading', { name: 'Report Weekly corridor' })).toBeInTheDocument();
    expect(screen.getByTestId('report-info-period').textContent).toBe('2026-11-16 to 2026-11-22');
    expect(await screen.findByTestId('report-info-objects')).toHaveTextContent('Link: Coast road, Route: Airport route');
    expect(screen.getByText('Every Monday at 06:00 · Previous 7 days')).toBeInTheDocument();
    expect(screen.getByText('Oya Operator')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    const downloads = screen.getByTestId('report-downloads');
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const link = within(downloads).getByTestId(`report-download-${format}`);
      expect(link.getAttribute('href')).toBe(`/api/reports/runs/11/files/${format}/`);
      expect(link.getAttribute('download')).toBe(`weekly-corridor.${format}`);
    }
    expect(
      within(downloads)
        .getAllByRole('link')
        .map((a) => a.dataset.testid),
    ).toEqual(['report-download-csv', 'report-download-xlsx', 'report-download-pdf']);
    expect(within(downloads).getByTestId('report-download-pdf').textContent).toContain('Download PDF');
    expect(within(downloads).getByTestId('report-download-pdf').textContent).toContain('40 KB');
    // The earlier run, by schedule, opens its own page.
    const earlier = await screen.findByTestId('report-run');
    expect(within(earlier).getByRole('link').getAttribute('href')).toBe('/dashboard/report/10/info');
  });

  it('follows a running generation live and offers the files once it is done', async () => {
    runs[1] = runFixture({ status: 'running', progress: 20, files: [], finished_at: null });
    await open(11);
    const bar = await screen.findByTestId('run-progress');
    expect(bar.dataset.progress).toBe('20');
    expect(screen.queryByTestId('report-downloads')).toBeNull();
    expect(screen.getByText('The files can be downloaded when the report is ready.')).toBeInTheDocument();

    act(() => FakeEventSource.last!.send({ type: 'report_progress', run: { id: 11, report_id: 1, status: 'running', progress: 70 } }));
    await waitFor(() => expect(screen.getByTestId('run-progress').dataset.progress).toBe('70'));

    runs[1] = runFixture();
    act(() => FakeEventSource.last!.send({ type: 'report_progress', run: { id: 11, report_id: 1, status: 'done', progress: 100 } }));
    expect(await screen.findByTestId('report-downloads')).toBeInTheDocument();
    expect(screen.queryByTestId('run-progress')).toBeNull();
    expect(screen.getAllByTestId('run-status')[0].textContent).toBe('Ready');
  });

  it('says so when the run no longer exists', async () => {
    await open(99);
    expect(await screen.findByTestId('report-info-error')).toHaveTextContent('This report run was not found; it may have been deleted.');
  });
});
