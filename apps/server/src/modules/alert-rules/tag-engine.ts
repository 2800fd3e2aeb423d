import type { AlertCondition, Observed } from '@roadlens/contract/alert-rules';
import type { Judgement } from './engine.ts';

/** A known device (tag) now: the latest detection of it at each sensor that has ever seen it. */
export interface TagFigures {
  type: 'tag';
  /** When the tag was registered (epoch s): a tag never seen has gone unseen since then. */
  createdS: number;
  sightings: Array<{ deviceId: number; deviceName: string; atS: number }>;
}

/**
 * "Seen / not seen for N minutes": the minutes since the tag's latest detection by any sensor (or
 * by the rule's chosen sensors) against N. The two conditions are each other's complement, so
 * together they split every moment. While alerting the recover threshold applies: a seen tag stays
 * "seen" through gaps shorter than it, and an unseen one must be seen that recently to recover.
 */
export function judgeTag(c: AlertCondition, f: TagFigures, { firing, nowS }: { firing: boolean; nowS: number }): Judgement {
  if (c.kind !== 'tag_seen' && c.kind !== 'tag_not_seen') return { verdict: 'nodata', observed: tagObserved(null, null, null) };
  const chosen = c.device_ids ? new Set(c.device_ids) : null;
  let last: TagFigures['sightings'][number] | null = null;
  for (const s of f.sightings) if ((!chosen || chosen.has(s.deviceId)) && (!last || s.atS > last.atS)) last = s;
  const minutes = Math.max(0, (nowS - (last?.atS ?? f.createdS)) / 60);
  const limit = firing ? (c.recover_minutes ?? c.minutes) : c.minutes;
  const unseen = minutes >= limit;
  return {
    verdict: (c.kind === 'tag_not_seen') === unseen ? 'true' : 'false',
    observed: tagObserved(last, minutes, limit),
  };
}

/** What the alert explains itself with: since when the tag is unseen, and which sensor saw it last. */
function tagObserved(last: TagFigures['sightings'][number] | null, minutes: number | null, limit: number | null): Observed {
  return {
    interval_start: last ? new Date(last.atS * 1000).toISOString() : null,
    value: minutes === null ? null : Math.round(minutes * 100) / 100,
    unit: 'min',
    baseline: null,
    baseline_kind: minutes === null ? null : last ? 'tag_last_seen' : 'tag_never_seen',
    threshold: limit,
    samples: null,
    raw_samples: null,
    rejected_share: null,
    seen_by: last ? { id: last.deviceId, name: last.deviceName } : null,
  };
}
