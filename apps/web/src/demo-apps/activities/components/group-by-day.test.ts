import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day.ts';

const at = (date: Date) => ({
  id: date.toISOString(),
  icon: 'X',
  image: null,
  description: '',
  date: date.toISOString(),
  extraContent: null,
  linkedContent: null,
  link: null,
  useRouter: false,
});

describe('groupByDay', () => {
  it('groups by local day in order', () => {
    const a = at(new Date(2024, 4, 3, 18));
    const b = at(new Date(2024, 4, 3, 7));
    const c = at(new Date(2024, 4, 1, 23));
    expect(groupByDay([a, b, c])).toEqual([
      { day: '2024-05-03', items: [a, b] },
      { day: '2024-05-01', items: [c] },
    ]);
  });
});
