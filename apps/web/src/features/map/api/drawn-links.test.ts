import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { links } from '@roadlens/contract/endpoints/links';
import type { MapLinks } from '@roadlens/contract/live-map';
import { linkKeys } from '../../../lib/api/keys.ts';
import { applyTraffic } from '../../../lib/api/live-links.ts';
import polyline from '@mapbox/polyline';
import { decodeDrawnLinks, drawnAt, lineOf } from './drawn-links.ts';
import { randomEncodedLines } from './lines.fixture.ts';

// The encoded polyline of the format's own documentation: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
const DOC_LINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
const drawn: MapLinks = { ids: [7, 9], names: ['North', 'South'], speeds: [42.5, null], lines: [DOC_LINE, '??~hbE~hbE'] };

describe('the map’s drawn links', () => {
  it('decode every line as the polyline library does, each point as lng, lat', () => {
    // Lines over the whole globe and down to a metre apart, as the server encodes them (precision 5), in one answer:
    // each line is its own stretch of the answer's one array.
    const lines = randomEncodedLines(200, 7);
    const ids = lines.map((_, i) => i);
    const decoded = decodeDrawnLinks({ ids, names: ids.map(String), speeds: ids.map(() => null), lines });
    decoded.forEach((l, i) => expect([...l.line], lines[i]).toEqual(polyline.decode(lines[i], 5).flatMap(([lat, lng]) => [lng, lat])));
    expect(decoded.at(-1)!.line).toHaveLength(0);
  });

  it('decode to one record per link, each line a view of one array of every line', () => {
    expect(decodeDrawnLinks(drawn)).toEqual([
      {
        id: 7,
        name: 'North',
        speed_kmh: 42.5,
        line: lineOf([
          [-120.2, 38.5],
          [-120.95, 40.7],
          [-126.453, 43.252],
        ]),
      },
      {
        id: 9,
        name: 'South',
        speed_kmh: null,
        line: lineOf([
          [0, 0],
          [-1, -1],
        ]),
      },
    ]);
    const [north, south] = decodeDrawnLinks({ ...drawn, lines: [...drawn.lines] });
    expect(south.line.buffer).toBe(north.line.buffer);
    expect(south.line.byteOffset).toBe(6 * 8);
  });

  it('replay shows each link’s speed at the replayed interval, none without one', () => {
    const at = {
      interval_start: '2026-01-01T08:00:00.000Z',
      results: [{ link_id: 9, interval_start: '2026-01-01T08:00:00.000Z', travel_time_s: 120, speed_kmh: 30, count: 4 }],
    };
    expect(drawnAt(decodeDrawnLinks(drawn), at).map((l) => l.speed_kmh)).toEqual([null, 30]);
  });

  it('take the speeds of a traffic event, and keep the cached answer when the event holds none of their links', () => {
    const client = new QueryClient();
    const key = linkKeys.call(links.drawn, {});
    client.setQueryData(key, drawn);
    const live = (link_id: number, speed_kmh: number | null) => ({
      link_id,
      interval_start: '2026-01-01T08:05:00.000Z',
      travel_time_s: 100,
      speed_kmh,
      count: 3,
      typical_s: null,
      free_flow_s: null,
      delay_s: null,
      unusual_delay_s: null,
      confidence: 0.3,
    });
    applyTraffic(client, { type: 'traffic', links: [live(9, 55.55), live(8, 10)] });
    const after = client.getQueryData<MapLinks>(key)!;
    expect(after.speeds).toEqual([42.5, 55.6]);
    expect(after.lines).toBe(drawn.lines);
    applyTraffic(client, { type: 'traffic', links: [live(1, 10)] });
    expect(client.getQueryData(key)).toBe(after);
    // The updated answer decodes to the same line objects: nothing is decoded again, and the scene keeps its projection.
    const before = decodeDrawnLinks(drawn);
    const updated = decodeDrawnLinks(after);
    expect(updated.map((l) => l.speed_kmh)).toEqual([42.5, 55.6]);
    updated.forEach((l, i) => expect(l.line).toBe(before[i].line));
    // Another answer (a refetch with other lines) is decoded afresh.
    const other = decodeDrawnLinks({ ...drawn, lines: ['??~hbE~hbE', DOC_LINE] });
    expect(other[0].line).toEqual(before[1].line);
    expect(other[0].line).not.toBe(before[1].line);
  });
});
