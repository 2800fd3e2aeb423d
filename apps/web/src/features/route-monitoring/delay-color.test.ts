import { describe, expect, it } from 'vitest';
import { delayColor, NO_VALUE_COLOR } from './delay-color.ts';

describe('delay colour', () => {
  it('follows the share of free-flow speed the route keeps', () => {
    expect(delayColor({ travel_time_s: 100, free_flow_s: 95 })).toBe('#2e7d32');
    expect(delayColor({ travel_time_s: 100, free_flow_s: 85 })).toBe('#9ccc65');
    expect(delayColor({ travel_time_s: 100, free_flow_s: 75 })).toBe('#fbc02d');
    expect(delayColor({ travel_time_s: 100, free_flow_s: 65 })).toBe('#f57c00');
    expect(delayColor({ travel_time_s: 200, free_flow_s: 100 })).toBe('#d32f2f');
  });
  it('is grey without a value', () => {
    expect(delayColor({ travel_time_s: null, free_flow_s: 100 })).toBe(NO_VALUE_COLOR);
    expect(delayColor(undefined)).toBe(NO_VALUE_COLOR);
  });
});
