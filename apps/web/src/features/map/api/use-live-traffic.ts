import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import { MAP_LINKS_KEY } from './list-map-links.ts';

const CURRENT_KEYS = ['interval_start', 'travel_time_s', 'speed_kmh', 'count', 'typical_s', 'free_flow_s', 'delay_s'] as const;

/** Applies a `traffic` event to the cached links; false when the event did not carry current values. */
export function applyTrafficEvent(links: Link[], data: Record<string, unknown>): Link[] | null {
  const id = Number(data.link_id);
  const fromEvent = (data.current && typeof data.current === 'object' ? data.current : data) as Record<string, unknown>;
  if (!CURRENT_KEYS.some((k) => k in fromEvent)) return null;
  const patch = Object.fromEntries(CURRENT_KEYS.filter((k) => k in fromEvent).map((k) => [k, fromEvent[k]]));
  return links.map((l) =>
    l.id === id ? { ...l, current: { ...(l.current ?? emptyCurrent(l)), ...patch } as NonNullable<Link['current']> } : l,
  );
}
const emptyCurrent = (l: Link): NonNullable<Link['current']> => ({
  interval_start: null,
  travel_time_s: null,
  speed_kmh: null,
  count: 0,
  typical_s: null,
  free_flow_s: l.free_flow_s,
  delay_s: null,
});

/** Keeps the map's links current from the live event stream (`traffic` events), without a reload. */
export function useLiveTraffic() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events/', { withCredentials: true });
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const onTraffic = (e: MessageEvent<string>) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(e.data) as Record<string, unknown>;
      } catch {
        return;
      }
      const links = client.getQueryData<Link[]>(MAP_LINKS_KEY);
      const next = links && applyTrafficEvent(links, data);
      if (next) client.setQueryData(MAP_LINKS_KEY, next);
      // The event did not carry values: refetch once for a burst of events.
      else if (!refetch) refetch = setTimeout(() => ((refetch = undefined), void client.invalidateQueries({ queryKey: MAP_LINKS_KEY })), 2000);
    };
    source.addEventListener('traffic', onTraffic as EventListener);
    return () => {
      source.removeEventListener('traffic', onTraffic as EventListener);
      source.close();
      if (refetch) clearTimeout(refetch);
    };
  }, [client]);
}
