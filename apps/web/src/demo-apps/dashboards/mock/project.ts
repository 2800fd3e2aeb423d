import { samplePeople } from '../../shared/sample-people.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { ProjectDashboard } from '../model.ts';
import { ints } from './series.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const BUDGET_TYPES = ['concept', 'design', 'development', 'extras', 'marketing'];

export function projectDashboard(): ProjectDashboard {
  const r = seededRandom(2_001);
  const issues = (scale: number) =>
    [
      { name: 'newIssues', data: ints(r, 7, 20 * scale, 42 * scale) },
      { name: 'closedIssues', data: ints(r, 7, 8 * scale, 30 * scale) },
    ] as ProjectDashboard['githubIssues']['series']['this-week'];
  const thisWeek = issues(1);
  const lastWeek = issues(0.8);
  const sum = (n: number[]) => n.reduce((a, b) => a + b, 0);
  const overview = (s: typeof thisWeek) => {
    const closed = sum(s[1].data);
    const fixed = Math.round(closed * 0.62);
    return {
      newIssues: sum(s[0].data),
      closedIssues: closed,
      fixed,
      wontFix: Math.round(closed * 0.12),
      reOpened: Math.round(closed * 0.09),
      needsTriage: closed - fixed - Math.round(closed * 0.12) - Math.round(closed * 0.09),
    };
  };
  const budget = [14_000, 27_000, 62_000, 9_500, 18_000];
  const spentShare = [0.92, 0.81, 0.55, 0.3, 0.47];
  const people = samplePeople();
  return {
    summary: {
      dueTasks: 21,
      completedToday: 6,
      overdue: 17,
      overdueYesterday: 2,
      issues: 24,
      fixedToday: 4,
      features: 38,
      implemented: 42,
    },
    githubIssues: {
      overview: { 'this-week': overview(thisWeek), 'last-week': overview(lastWeek) },
      labels: WEEKDAYS,
      series: { 'this-week': thisWeek, 'last-week': lastWeek },
    },
    taskDistribution: {
      overview: { 'this-week': { new: 594, completed: 287 }, 'last-week': { new: 526, completed: 260 } },
      labels: ['api', 'backend', 'frontend', 'issues'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Stand-up with the platform team', time: '09:30', location: 'Room 2 / video' },
        { title: 'Detector roll-out review', time: '11:00', location: 'Harbour Road site office' },
        { title: 'Lunch with the vendor', time: '12:30', location: 'Riverside café' },
        { title: 'Write the council report summary', time: null, location: null },
        { title: 'Signal timing workshop', time: '15:00', location: 'Traffic control centre' },
      ],
      tomorrow: [
        { title: 'Site visit: industrial zone masts', time: '08:00', location: 'Industrial zone, gate B' },
        { title: 'Sprint planning', time: '10:00', location: 'Room 1' },
        { title: 'One-to-one with the new analyst', time: '14:00', location: null },
        { title: 'Send the monthly KPI slides', time: null, location: null },
      ],
    },
    budgetDistribution: { categories: BUDGET_TYPES, series: [{ name: 'budget', data: [12, 20, 28, 15, 25] }] },
    expenses: {
      weekly: { amount: 17_663, labels: WEEKDAYS, series: [{ name: 'expenses', data: ints(r, 7, 1_200, 3_900) }] },
      monthly: { amount: 54_663, labels: ['w1', 'w2', 'w3', 'w4'], series: [{ name: 'expenses', data: ints(r, 4, 9_000, 17_000) }] },
      yearly: {
        amount: 648_813,
        labels: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
        series: [{ name: 'expenses', data: ints(r, 12, 38_000, 68_000) }],
      },
    },
    budgetDetails: BUDGET_TYPES.map((type, i) => {
      const expensesAmount = Math.round(budget[i] * spentShare[i]);
      return {
        type,
        total: budget[i],
        expensesAmount,
        expensesPercentage: Math.round(spentShare[i] * 1000) / 10,
        remainingAmount: budget[i] - expensesAmount,
        remainingPercentage: Math.round((1 - spentShare[i]) * 1000) / 10,
      };
    }),
    teamMembers: people.slice(0, 8).map((p) => ({
      id: p.id,
      avatar: p.avatar,
      name: p.name,
      email: p.emails[0]?.email ?? '',
      phone: p.phoneNumbers[0]?.phoneNumber ?? '',
      title: p.title || 'Team member',
    })),
  };
}
