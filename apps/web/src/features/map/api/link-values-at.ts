import { keepPreviousData } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import type { LinkValuesAt } from '@roadlens/contract/live-map';
import { confidence, delayVsFreeFlow, unusualDelay } from '@roadlens/traffic/definitions';
import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { linkKeys } from '../../../lib/api/keys.ts';

/** Every link's live interval at a past moment (null = live, no call). */
export function useLinkValuesAt(t: number | null) {
  return useEndpointQuery(
    linkKeys,
    links.valuesAt,
    { query: { t: t ?? 0 } },
    {
      enabled: t !== null,
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    },
  );
}

/**
 * The links as they were at the replayed interval: its travel time, speed and count replace the
 * current ones (no interval then = no value, drawn grey); typical and free flow stay, the two delays
 * and the confidence follow.
 */
export function applyValuesAt(links: Link[], at: LinkValuesAt): Link[] {
  const byLink = new Map(at.results.map((r) => [r.link_id, r]));
  return links.map((l) => {
    const v = byLink.get(l.id);
    const free = l.current?.free_flow_s ?? l.free_flow_s;
    const tt = v?.travel_time_s ?? null;
    return {
      ...l,
      current: {
        interval_start: v ? at.interval_start : null,
        travel_time_s: tt,
        speed_kmh: v?.speed_kmh ?? null,
        count: v?.count ?? 0,
        typical_s: l.current?.typical_s ?? null,
        free_flow_s: free,
        delay_s: delayVsFreeFlow(tt, free),
        unusual_delay_s: unusualDelay(tt, l.current?.typical_s ?? null),
        confidence: confidence(v?.count),
      },
    };
  });
}
