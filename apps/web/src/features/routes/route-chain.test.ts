import { describe, expect, it } from 'vitest';
import type { Link } from '@roadlens/contract';
import { gaps, move, nextOptions } from './route-chain.ts';

const link = (id: number, o: number, d: number, name = `L${id}`) => ({ id, name, origin_device_id: o, destination_device_id: d }) as Link;
const links = [link(1, 10, 11, 'B'), link(2, 11, 12, 'C'), link(3, 20, 21, 'A')];

describe('route chain', () => {
  it('moves a link up or down and ignores moves off the ends', () => {
    expect(move([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
  it('finds where consecutive links do not meet', () => {
    const byId = new Map(links.map((l) => [l.id, l]));
    expect(gaps([1, 2], byId)).toEqual([]);
    expect(gaps([1, 3, 2], byId)).toEqual([1, 2]);
  });
  it('offers the links that continue the chain first, never one already in it', () => {
    expect(nextOptions([1], links).map((o) => [o.link.id, o.continues])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(nextOptions([], links).map((o) => o.link.name)).toEqual(['A', 'B', 'C']);
  });
});
