import type { SignHistory, SignReason } from '@roadlens/contract/signs';

export interface Segment {
  /** Share of the window, 0–1. */
  start: number;
  width: number;
  from: string;
  to: string;
  lines: string[];
  reason: SignReason | null;
}

/**
 * The history as bars over the window: each message lasts until the next one; time before the
 * first message (a sign created within the window) is an empty segment.
 */
export function timelineSegments(h: SignHistory): Segment[] {
  const from = Date.parse(h.from);
  const to = Date.parse(h.to);
  const span = Math.max(1, to - from);
  const out: Segment[] = [];
  const firstAt = h.messages.length ? Math.max(from, Date.parse(h.messages[0].at)) : to;
  if (firstAt > from)
    out.push({ start: 0, width: (firstAt - from) / span, from: h.from, to: new Date(firstAt).toISOString(), lines: [], reason: null });
  h.messages.forEach((m, i) => {
    const s = Math.max(from, Date.parse(m.at));
    const e = i + 1 < h.messages.length ? Date.parse(h.messages[i + 1].at) : to;
    if (e <= s) return;
    out.push({
      start: (s - from) / span,
      width: (e - s) / span,
      from: new Date(s).toISOString(),
      to: new Date(e).toISOString(),
      lines: m.lines,
      reason: m.reason,
    });
  });
  return out;
}

/** `why:routeId` tokens of a fallback's detail. */
export function fallbackCauses(detail: string): Array<{ why: string; routeId: number }> {
  return detail.split(' ').flatMap((tok) => {
    const m = /^([a-z_]+):(\d+)$/.exec(tok);
    return m ? [{ why: m[1], routeId: Number(m[2]) }] : [];
  });
}
