import type { Activity } from '../model.ts';

/** Activities split into days (local time), newest day first, keeping their order. */
export function groupByDay(activities: Activity[]): { day: string; items: Activity[] }[] {
  const groups = new Map<string, Activity[]>();
  for (const a of activities) {
    const d = new Date(a.date);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups].map(([day, items]) => ({ day, items }));
}
