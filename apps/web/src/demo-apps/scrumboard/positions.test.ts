import { describe, expect, it } from 'vitest';
import { nextPosition, POSITION_STEP, reposition } from './positions.ts';

const at = (...positions: number[]) => positions.map((position, i) => ({ id: String.fromCharCode(97 + i), position }));

describe('positions', () => {
  it('steps by 65536', () => {
    expect(POSITION_STEP).toBe(65536);
    expect(nextPosition([])).toBe(65536);
    expect(nextPosition(at(65536, 131072))).toBe(196608);
  });

  it('puts a moved item halfway between its neighbours', () => {
    // b moved between a (65536) and c (131072)
    expect(reposition(at(65536, 500_000, 131072), 1)).toEqual([{ id: 'b', position: 98304 }]);
  });

  it('puts an item moved to the front at half the first position, and to the end one step after the last', () => {
    expect(reposition(at(900_000, 65536, 131072), 0)).toEqual([{ id: 'a', position: 32768 }]);
    expect(reposition(at(65536, 131072, 1), 2)).toEqual([{ id: 'c', position: 196608 }]);
    expect(reposition(at(7), 0)).toEqual([{ id: 'a', position: 65536 }]);
  });

  it('renumbers every item when there is no room left', () => {
    expect(reposition(at(10, 99, 11), 1)).toEqual([
      { id: 'a', position: 65536 },
      { id: 'b', position: 131072 },
      { id: 'c', position: 196608 },
    ]);
    expect(reposition(at(1, 1), 0)).toEqual([
      { id: 'a', position: 65536 },
      { id: 'b', position: 131072 },
    ]);
  });
});
