import { describe, expect, it } from 'vitest';
import { judgeTag, type TagFigures } from './tag-engine.ts';

const NOW = 1_800_000_000;
const figures: TagFigures = {
  type: 'tag',
  createdS: NOW - 7200,
  sightings: [
    { deviceId: 1, deviceName: 'A', atS: NOW - 40 * 60 },
    { deviceId: 2, deviceName: 'B', atS: NOW - 5 * 60 },
  ],
};
const judge = (condition: object, f = figures, firing = false) =>
  judgeTag({ device_ids: null, ...condition } as never, f, { firing, nowS: NOW });

describe('judging a tag', () => {
  it('measures from the latest sighting by any sensor, or by the chosen ones', () => {
    expect(judge({ kind: 'tag_seen', minutes: 10 })).toMatchObject({ verdict: 'true', observed: { value: 5, seen_by: { id: 2 } } });
    expect(judge({ kind: 'tag_not_seen', minutes: 10 }).verdict).toBe('false');
    const atA = judge({ kind: 'tag_not_seen', minutes: 30, device_ids: [1] });
    expect(atA).toMatchObject({ verdict: 'true', observed: { value: 40, threshold: 30, seen_by: { id: 1, name: 'A' } } });
  });

  it('counts a tag never seen as unseen since it was registered', () => {
    const never = { ...figures, sightings: [] };
    expect(judge({ kind: 'tag_not_seen', minutes: 60 }, never)).toMatchObject({
      verdict: 'true',
      observed: { value: 120, baseline_kind: 'tag_never_seen', seen_by: null, interval_start: null },
    });
    expect(judge({ kind: 'tag_seen', minutes: 60 }, never).verdict).toBe('false');
  });

  it('applies the recover threshold only while alerting', () => {
    const seen = { kind: 'tag_seen', minutes: 30, recover_minutes: 60 };
    expect(judge(seen, figures).verdict).toBe('true');
    const gap = { ...figures, sightings: [{ deviceId: 1, deviceName: 'A', atS: NOW - 45 * 60 }] };
    expect(judge(seen, gap, false).verdict).toBe('false');
    expect(judge(seen, gap, true).verdict).toBe('true');
    const unseen = { kind: 'tag_not_seen', minutes: 30, recover_minutes: 3 };
    expect(judge(unseen, figures, true).verdict).toBe('true');
    expect(judge(unseen, figures, false).verdict).toBe('false');
  });
});
