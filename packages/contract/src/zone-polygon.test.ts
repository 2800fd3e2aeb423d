import { describe, expect, it } from 'vitest';
import { polygonProblem } from './zone-polygon.ts';

const square = [
  [29, 41],
  [29.1, 41],
  [29.1, 41.1],
  [29, 41.1],
  [29, 41],
];

describe('polygonProblem', () => {
  it('accepts a simple closed ring, clockwise or not', () => {
    expect(polygonProblem([square])).toBeNull();
    expect(polygonProblem([[...square].reverse()])).toBeNull();
  });

  it('names what is wrong with an outline', () => {
    expect(polygonProblem([square, square])).toMatch(/holes/);
    expect(polygonProblem([square.slice(0, -1)])).toMatch(/closed/);
    expect(
      polygonProblem([
        [
          [29, 41],
          [29.1, 41],
          [29, 41],
        ],
      ]),
    ).toMatch(/three distinct/);
    expect(
      polygonProblem([
        [
          [29, 41],
          [29.1, 41],
          [29.1, 41],
          [29, 41.1],
          [29, 41],
        ],
      ]),
    ).toMatch(/three distinct/);
    expect(
      polygonProblem([
        [
          [29, 41],
          [29.1, 41.1],
          [29.1, 41],
          [29, 41.1],
          [29, 41],
        ],
      ]),
    ).toMatch(/crosses/);
    expect(
      polygonProblem([
        [
          [29, 41],
          [29.1, 41],
          [29.2, 41],
          [29, 41],
        ],
      ]),
    ).toMatch(/crosses|no area/);
    expect(
      polygonProblem([
        [
          [29, 95],
          [29.1, 41],
          [29.1, 41.1],
          [29, 95],
        ],
      ]),
    ).toMatch(/latitude/);
    expect(
      polygonProblem([
        [
          [29, 41, 5],
          [29.1, 41],
          [29.1, 41.1],
          [29, 41, 5],
        ],
      ]),
    ).toMatch(/pair/);
    expect(polygonProblem([Array.from({ length: 600 }, (_, i) => [Math.cos(i), Math.sin(i)])])).toMatch(/at most/);
  });
});
