import { describe, expect, it } from 'vitest';
import { narrowColumns } from './data-list.tsx';

describe('list columns on a phone', () => {
  it('keep the named columns right after the first, which narrows', () => {
    const cols = [{ field: 'name', minWidth: 180 }, { field: 'travel_time' }, { field: 'speed' }, { field: 'delay' }, { field: 'trend' }];
    expect(narrowColumns(cols, ['speed', 'delay'])).toEqual([
      { field: 'name', minWidth: 120 },
      { field: 'speed' },
      { field: 'delay' },
      { field: 'travel_time' },
      { field: 'trend' },
    ]);
  });
});
