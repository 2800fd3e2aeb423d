import { describe, expect, it } from 'vitest';
import { splitMarks } from './split-marks.ts';

describe('splitMarks', () => {
  it('splits marked and plain text', () => {
    expect(splitMarks('Clean <mark>the</mark> lenses at <mark>The</mark>')).toEqual([
      { text: 'Clean ', marked: false },
      { text: 'the', marked: true },
      { text: ' lenses at ', marked: false },
      { text: 'The', marked: true },
    ]);
  });

  it('keeps any other markup as plain text', () => {
    expect(splitMarks('<img src=x onerror=alert(1)> <mark>x</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'x', marked: true },
    ]);
    expect(splitMarks('no marks')).toEqual([{ text: 'no marks', marked: false }]);
    expect(splitMarks('')).toEqual([]);
  });
});
