import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { dashboardsHandlers } from './mock/handlers.ts';
import { projectDashboard } from './mock/project.ts';
import { dashboardsRoutes } from './routes.tsx';

startMockServer(...dashboardsHandlers);

describe('dashboards', () => {
  it('shows the project dashboard and switches the issue overview to last week, then the budget tab', async () => {
    const user = userEvent.setup();
    const data = projectDashboard();
    await renderRoutes(dashboardsRoutes, '/dashboards/project', en);
    const issues = await screen.findByRole('region', { name: 'Issue tracker summary' });
    expect(within(issues).getByRole('img', { name: 'Issue tracker summary' })).toBeInTheDocument();
    expect(within(issues).getByText(String(data.githubIssues.overview['this-week'].newIssues))).toBeInTheDocument();
    await user.click(within(issues).getByRole('button', { name: 'Last week' }));
    expect(within(issues).getByText(String(data.githubIssues.overview['last-week'].newIssues))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Budget' }));
    const table = await screen.findByRole('table', { name: 'Budget details' });
    expect(within(table).getAllByRole('row')).toHaveLength(data.budgetDetails.length + 1);
  });

  it('shows the finance dashboard with its transactions and the statement limit', async () => {
    await renderRoutes(dashboardsRoutes, '/dashboards/finance', en);
    const table = await screen.findByRole('table', { name: 'Recent transactions' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(5);
    expect(within(screen.getByRole('region', { name: 'Current statement' })).getByText('$34,500.00')).toBeInTheDocument();
  });

  it.each(['analytics', 'crypto'])('renders the %s dashboard', async (name) => {
    await renderRoutes(dashboardsRoutes, `/dashboards/${name}`, en);
    expect(await screen.findByRole('heading', { level: 1, name: name[0].toUpperCase() + name.slice(1) })).toBeInTheDocument();
    expect((await screen.findAllByRole('img')).length).toBeGreaterThan(2);
  });
});
