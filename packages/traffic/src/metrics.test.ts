import { describe, expect, it } from 'vitest';
import { levelOfService } from './definitions/level-of-service.ts';
import { arithmeticMeanSpeed, bufferIndex, bufferTime, harmonicMeanSpeed, lottr, planningTimeIndex, travelTimeIndex } from './metrics.ts';

describe('reliability indices', () => {
  it('computes TTI, PTI, buffer time/index and LOTTR (hand-computed)', () => {
    expect(travelTimeIndex(150, 100)).toBe(1.5);
    expect(planningTimeIndex(200, 100)).toBe(2);
    expect(bufferTime(200, 150)).toBe(50);
    expect(bufferIndex(200, 150)).toBeCloseTo(1 / 3, 12);
    expect(lottr(180, 120)).toBe(1.5);
  });
  it('answers null instead of Infinity or NaN', () => {
    expect(travelTimeIndex(150, 0)).toBeNull();
    expect(planningTimeIndex(null, 100)).toBeNull();
    expect(bufferIndex(200, 0)).toBeNull();
    expect(lottr(Number.NaN, 100)).toBeNull();
  });
});

describe('mean speeds', () => {
  it('reproduces the arithmetic 40 vs harmonic 30 example', () => {
    expect(arithmeticMeanSpeed([20, 60])).toBe(40);
    expect(harmonicMeanSpeed([20, 60])).toBeCloseTo(30, 12); // 2 / (1/20 + 1/60)
    expect(harmonicMeanSpeed([0, 20, 60])).toBeCloseTo(30, 12); // a zero speed is skipped
    expect(harmonicMeanSpeed([])).toBeNull();
    expect(arithmeticMeanSpeed([])).toBeNull();
  });
  it('equals length over mean travel time', () => {
    const tts = [60, 90, 120];
    const speeds = tts.map((tt) => (1000 / tt) * 3.6);
    expect(harmonicMeanSpeed(speeds)).toBeCloseTo((1000 / 90) * 3.6, 9);
  });
});

describe('levelOfService', () => {
  it('maps delay to A–F at the inclusive bounds', () => {
    expect([0, 10, 10.1, 20, 35, 35.5, 55, 80, 80.1].map(levelOfService)).toEqual(['A', 'A', 'B', 'B', 'C', 'D', 'D', 'E', 'F']);
    expect(levelOfService(-5)).toBe('A');
    expect(levelOfService(null)).toBeNull();
  });
});
