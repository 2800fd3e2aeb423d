import { describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard } from '../model.ts';
import { dashboardsHandlers } from './handlers.ts';

startMockServer(...dashboardsHandlers);

const get = <T>(name: string) => call<T>(`api/dashboards/${name}`).then((r) => r.body);
const sorted = (xs: string[]) => [...xs].sort();

describe('dashboards', () => {
  it('answers the same figures on every call', async () => {
    const [a, b] = await Promise.all([get('project'), get('project')]);
    expect(a).toEqual(b);
  });

  it('project: issues, task distribution, schedule, budgets, expenses and team members', async () => {
    const d = await get<ProjectDashboard>('project');
    for (const week of ['this-week', 'last-week'] as const) {
      const [opened, closed] = d.githubIssues.series[week];
      expect(opened.data).toHaveLength(7);
      expect(d.githubIssues.overview[week].newIssues).toBe(opened.data.reduce((x, y) => x + y, 0));
      expect(d.githubIssues.overview[week].closedIssues).toBe(closed.data.reduce((x, y) => x + y, 0));
      const o = d.githubIssues.overview[week];
      expect(o.fixed + o.wontFix + o.reOpened + o.needsTriage).toBe(o.closedIssues);
      expect(d.taskDistribution.series[week]).toHaveLength(d.taskDistribution.labels.length);
    }
    expect(d.schedule.today.length).toBeGreaterThan(0);
    expect(d.budgetDistribution.series[0].data).toHaveLength(d.budgetDistribution.categories.length);
    for (const row of d.budgetDetails) {
      expect(row.expensesAmount + row.remainingAmount).toBe(row.total);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 5);
    }
    expect(d.expenses.yearly.series[0].data).toHaveLength(12);
    expect(d.teamMembers.length).toBe(8);
    expect(d.teamMembers[0]).toEqual({
      id: expect.any(String),
      avatar: expect.any(String),
      name: expect.any(String),
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      title: expect.any(String),
    });
  });

  it('analytics: visitors, conversions, impressions, visits, page views and the splits', async () => {
    const d = await get<AnalyticsDashboard>('analytics');
    expect(d.visitors.series['this-year'][0].data).toHaveLength(52);
    const xs = d.visitors.series['this-year'][0].data.map((p) => p.x);
    expect(xs).toEqual(sorted(xs));
    for (const k of ['conversions', 'impressions', 'visits'] as const) expect(d[k].series[0].data).toHaveLength(d[k].labels.length);
    expect(d.visitorsVsPageViews.series.map((s) => s.name)).toEqual(['pageViews', 'visitors']);
    for (const k of ['newVsReturning', 'gender', 'age', 'language'] as const) {
      expect(d[k].series.reduce((x, y) => x + y, 0)).toBe(100);
      expect(d[k].labels).toHaveLength(d[k].series.length);
    }
  });

  it('finance: the template constants, statements and recent transactions', async () => {
    const d = await get<FinanceDashboard>('finance');
    expect(d.budget).toMatchObject({ expensesLimit: 20_000, savingsGoal: 250_000, billsLimit: 1_000 });
    expect(d.previousStatement).toMatchObject({ status: 'paid', limit: 34_500 });
    expect(d.currentStatement).toMatchObject({ status: 'pending', limit: 34_500 });
    expect(d.recentTransactions.length).toBeGreaterThan(4);
    for (const t of d.recentTransactions) {
      expect(t).toEqual({
        id: expect.any(String),
        transactionId: expect.any(String),
        name: expect.any(String),
        amount: expect.any(Number),
        status: expect.stringMatching(/^(completed|pending)$/),
        date: expect.any(String),
      });
    }
    const dates = d.recentTransactions.map((t) => t.date);
    expect(dates).toEqual(sorted(dates).reverse());
  });

  it('crypto: prices, wallets and the watchlist', async () => {
    const d = await get<CryptoDashboard>('crypto');
    expect(d.btc.iso).toBe('BTC');
    expect(d.prices.btc).toBe(d.btc.amount);
    expect(d.btc.series[0].data.at(-1)!.y).toBe(d.btc.amount);
    expect(Object.keys(d.wallets)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(d.watchlist.map((c) => c.iso)).toEqual(['ETH', 'BCH', 'XRP', 'LTC', 'ZEC']);
    for (const c of d.watchlist) {
      const data = c.series[0].data;
      const change = Math.abs(((data.at(-1)!.y - data[0].y) / data[0].y) * 100);
      expect(c.trend.amount).toBeCloseTo(change, 1);
    }
  });
});
