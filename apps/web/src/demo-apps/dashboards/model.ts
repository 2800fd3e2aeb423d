/** A point of a time series: ISO date and value. */
export interface Point {
  x: string;
  y: number;
}

export interface Series<T = number> {
  /** A key the page translates (e.g. "newIssues"). */
  name: string;
  data: T[];
}

export type WeekKey = 'this-week' | 'last-week';

export interface ProjectDashboard {
  summary: {
    dueTasks: number;
    completedToday: number;
    overdue: number;
    overdueYesterday: number;
    issues: number;
    fixedToday: number;
    features: number;
    implemented: number;
  };
  githubIssues: {
    overview: Record<
      WeekKey,
      { newIssues: number; closedIssues: number; fixed: number; wontFix: number; reOpened: number; needsTriage: number }
    >;
    /** Weekday keys, Monday first. */
    labels: string[];
    series: Record<WeekKey, [Series, Series]>;
  };
  taskDistribution: {
    overview: Record<WeekKey, { new: number; completed: number }>;
    labels: string[];
    series: Record<WeekKey, number[]>;
  };
  schedule: Record<'today' | 'tomorrow', { title: string; time: string | null; location: string | null }[]>;
  budgetDistribution: { categories: string[]; series: Series[] };
  expenses: Record<'weekly' | 'monthly' | 'yearly', { amount: number; labels: string[]; series: Series[] }>;
  budgetDetails: {
    type: string;
    total: number;
    expensesAmount: number;
    expensesPercentage: number;
    remainingAmount: number;
    remainingPercentage: number;
  }[];
  teamMembers: { id: string; avatar: string | null; name: string; email: string; phone: string; title: string }[];
}

export interface AnalyticsDashboard {
  visitors: { series: Record<'this-year' | 'last-year', Series<Point>[]> };
  conversions: { amount: number; labels: string[]; series: Series[] };
  impressions: { amount: number; labels: string[]; series: Series[] };
  visits: { amount: number; labels: string[]; series: Series[] };
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: Series<Point>[] };
  newVsReturning: Split;
  gender: Split;
  age: Split;
  language: Split;
}

/** A two-or-more-way split of unique visitors; labels are keys the page translates. */
export interface Split {
  uniqueVisitors: number;
  labels: string[];
  series: number[];
}

export interface Statement {
  status: 'paid' | 'pending';
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}

export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  amount: number;
  status: 'completed' | 'pending';
  date: string;
}

export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: Series<Point>[] };
  budget: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
}

export interface Coin {
  iso: string;
  title: string;
  amount: number;
  trend: { dir: 'up' | 'down'; amount: number };
  series: Series<Point>[];
}

export interface CryptoDashboard {
  btc: Coin & { marketCap: number; volume: number; supply: number; allTimeHigh: number };
  prices: Record<string, number>;
  wallets: Record<string, number>;
  watchlist: Coin[];
}
