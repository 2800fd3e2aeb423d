import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LinkLive, TrafficEvent } from '@roadlens/contract/events';
import type { Link, LinkCurrent, LinkSparkline } from '@roadlens/contract/links';
import type { MapLinks } from '@roadlens/contract/live-map';
import { links } from '@roadlens/contract/endpoints/links';
import { linkKeys } from './keys.ts';
import { useLiveEvent } from './live.ts';

interface Page<T> {
  results: T[];
}

/** A link with the event's current values: every one of them, so no value is left from before. */
export function withLive(link: Link, live: LinkLive): Link {
  const { link_id: _id, ...current } = live;
  return { ...link, current: current satisfies LinkCurrent };
}

/** A row of the dashboard list with the event's values; the new interval joins the trend. */
export function sparklineWithLive(row: LinkSparkline, live: LinkLive): LinkSparkline {
  const t = live.interval_start === null ? null : Date.parse(live.interval_start) / 1000;
  const point = t === null ? null : { t, travel_time_s: live.travel_time_s, speed_kmh: live.speed_kmh, count: live.count };
  const trend = point ? [...row.trend.filter((p) => p.t !== point.t), point].sort((a, b) => a.t - b.t) : row.trend;
  return {
    ...row,
    interval_start: t,
    travel_time_s: live.travel_time_s,
    speed_kmh: live.speed_kmh,
    count: live.count,
    free_flow_s: live.free_flow_s,
    delay_s: live.delay_s,
    trend,
  };
}

/** The map's drawn links with the event's speeds; untouched when the event holds none of them. */
export function drawnWithLive(drawn: MapLinks, byId: Map<number, LinkLive>): MapLinks {
  let speeds: MapLinks['speeds'] | null = null;
  drawn.ids.forEach((id, i) => {
    const live = byId.get(id);
    if (!live) return;
    speeds ??= [...drawn.speeds];
    speeds[i] = live.speed_kmh === null ? null : Math.round(live.speed_kmh * 10) / 10;
  });
  return speeds ? { ...drawn, speeds } : drawn;
}

const mapPage = <T extends { id: number }>(page: Page<T>, byId: Map<number, LinkLive>, f: (row: T, live: LinkLive) => T): Page<T> => ({
  ...page,
  results: page.results.map((row) => {
    const live = byId.get(row.id);
    return live ? f(row, live) : row;
  }),
});

/**
 * Applies a `traffic` event to every cached query of the links resource that holds links: the
 * link list (every page, the wall's included), the map's drawn links, single links and the dashboard list.
 */
export function applyTraffic(client: QueryClient, event: TrafficEvent): void {
  const byId = new Map(event.links.map((l) => [l.link_id, l]));
  for (const [key, data] of client.getQueriesData({ queryKey: linkKeys.all })) {
    if (data === undefined) continue;
    const path = key[2];
    if (path === links.list.path) client.setQueryData(key, mapPage(data as Page<Link>, byId, withLive));
    else if (path === links.drawn.path) client.setQueryData(key, drawnWithLive(data as MapLinks, byId));
    else if (path === links.sparklines.path) client.setQueryData(key, mapPage(data as Page<LinkSparkline>, byId, sparklineWithLive));
    else if (path === links.get.path && byId.has((data as Link).id))
      client.setQueryData(key, withLive(data as Link, byId.get((data as Link).id)!));
  }
}

/** Keeps every link on screen current from the tab's live stream: one `traffic` event updates all of its values. */
export function useLiveLinks(enabled = true) {
  const client = useQueryClient();
  useLiveEvent('traffic', (event) => applyTraffic(client, event), enabled);
}
