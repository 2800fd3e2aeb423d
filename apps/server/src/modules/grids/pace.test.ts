import { describe, expect, it } from 'vitest';
import { EMBEDDED_STEP_TARGET_MS, firstPace, nextPace, STEP_TARGET_MS, stepTargetMs } from './pace.ts';

describe("a grid's background pace", () => {
  it('halves after a step that held the database long, down to an hour and a thousand ids', () => {
    expect(nextPace({ stepHours: 24, catchUpIds: 20_000 }, STEP_TARGET_MS + 1)).toEqual({ stepHours: 12, catchUpIds: 10_000 });
    expect(nextPace({ stepHours: 1, catchUpIds: 1500 }, STEP_TARGET_MS * 5)).toEqual({ stepHours: 1, catchUpIds: 1000 });
  });

  it('doubles after a quick step, up to a day and a million ids, and stays between', () => {
    expect(nextPace({ stepHours: 6, catchUpIds: 5000 }, STEP_TARGET_MS / 8)).toEqual({ stepHours: 12, catchUpIds: 10_000 });
    expect(nextPace({ stepHours: 16, catchUpIds: 900_000 }, 1)).toEqual({ stepHours: 24, catchUpIds: 1_000_000 });
    const pace = firstPace();
    expect(nextPace(pace, STEP_TARGET_MS / 2)).toBe(pace);
  });

  it('aims shorter on the embedded database, starting in proportion', () => {
    expect(stepTargetMs('pglite')).toBe(EMBEDDED_STEP_TARGET_MS);
    expect(stepTargetMs('postgres')).toBe(STEP_TARGET_MS);
    expect(firstPace()).toEqual({ stepHours: 24, catchUpIds: 20_000 });
    expect(firstPace(400)).toEqual({ stepHours: 10, catchUpIds: 8000 });
    expect(firstPace(10)).toEqual({ stepHours: 1, catchUpIds: 1000 });
    // 500 ms is long for the embedded target, short for PostgreSQL's.
    expect(nextPace({ stepHours: 8, catchUpIds: 8000 }, 500, 400)).toEqual({ stepHours: 4, catchUpIds: 4000 });
    expect(nextPace({ stepHours: 8, catchUpIds: 8000 }, 500)).toEqual({ stepHours: 8, catchUpIds: 8000 });
  });
});
