import { seededRandom } from '../../shared/seeded-random.ts';
import type { FinanceDashboard } from '../model.ts';
import { today, walk } from './series.ts';

/** The template's finance constants. */
export const FINANCE_LIMITS = { expensesLimit: 20_000, savingsGoal: 250_000, billsLimit: 1_000, statementLimit: 34_500 } as const;

const PAYEES = [
  'Morgan Page',
  'Nita Hebert',
  'Marsha Chambers',
  'Charmaine Jackson',
  'Carolyn Chan',
  'Ayşe Kaya',
  'Citygrid Ltd.',
  'Northway Sensors',
];

export function financeDashboard(now = new Date()): FinanceDashboard {
  const r = seededRandom(2_003);
  const end = today(now);
  const day = 86_400_000;
  const monthStart = (offset: number) => new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + offset, 1, 12)).toISOString();
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 45_332,
      series: [
        { name: 'predicted', data: walk(r, 36, 32_000, 1_900, new Date(end.getTime() + 90 * day), 7, 2) },
        { name: 'actual', data: walk(r, 24, 30_000, 1_700, end, 7, 2) },
      ],
    },
    budget: {
      expenses: 11_763.34,
      expensesLimit: FINANCE_LIMITS.expensesLimit,
      savings: 10_974.12,
      savingsGoal: FINANCE_LIMITS.savingsGoal,
      bills: 1_789.22,
      billsLimit: FINANCE_LIMITS.billsLimit,
    },
    previousStatement: { status: 'paid', date: monthStart(0), limit: FINANCE_LIMITS.statementLimit, spent: 27_221.21, minimum: 7_331.94 },
    currentStatement: { status: 'pending', date: monthStart(1), limit: FINANCE_LIMITS.statementLimit, spent: 39_819.41, minimum: 9_112.51 },
    recentTransactions: Array.from({ length: 8 }, (_, i) => ({
      id: r.guid(),
      transactionId: `${r.int(100_000_000, 999_999_999)}${['NT', 'KX', 'QX', 'RT'][i % 4]}`,
      name: PAYEES[i],
      amount: Math.round((r.bool(0.7) ? 1 : -1) * r.int(8_000, 260_000)) / 100,
      status: i < 2 ? 'pending' : 'completed',
      date: new Date(end.getTime() - (i * 2 + r.int(0, 1)) * day + 12 * 3_600_000).toISOString(),
    })),
  };
}
