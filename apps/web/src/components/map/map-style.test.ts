import { describe, expect, it } from 'vitest';
import { resolveMapStyle } from './map-style.ts';

describe('resolveMapStyle', () => {
  it('uses the configured style URL when set', () => {
    expect(resolveMapStyle('https://tiles.example.org/style.json', '#fff')).toBe('https://tiles.example.org/style.json');
  });
  it('draws the offline plain background when empty or unset', () => {
    for (const empty of ['', '  ', null, undefined]) {
      const style = resolveMapStyle(empty, '#eef1f4');
      expect(typeof style).toBe('object');
      expect(style).toMatchObject({ version: 8, sources: {}, layers: [{ type: 'background', paint: { 'background-color': '#eef1f4' } }] });
    }
  });
});
