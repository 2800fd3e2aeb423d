import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapLinks } from '@roadlens/contract/live-map';
import { request } from '../../../lib/api-client.ts';
import { adoptEarlyCalls } from '../../../lib/api/early.ts';
import { geometryOf } from '../preview/preview-scene.ts';
import { decodeDrawnLinks } from './drawn-links.ts';
import { decodeLinksAnswer } from './map-data.ts';
import { randomEncodedLines } from './lines.fixture.ts';

const URL = '/api/map/links/drawn/';
const lines = randomEncodedLines(40, 3);
const answer: MapLinks = { ids: lines.map((_, i) => i + 1), names: lines.map((_, i) => `L${i}`), speeds: lines.map(() => 50), lines };
const body = () => new TextEncoder().encode(JSON.stringify(answer)).buffer;
const json = () => new Response(body(), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The preview's hand-over, made as the preview makes it: from the bytes of `copy`'s answer. */
function handOver(copy: Response) {
  const sensors = { ids: [], names: [], serials: [], lngs: [], lats: [], last_seen: [] };
  const read = geometryOf({ body: body(), at: 0 }, { body: new TextEncoder().encode(JSON.stringify(sensors)).buffer, at: 0 });
  expect(read).not.toBeNull();
  window.__roadlensPreviewHandle = {
    canvas: document.createElement('canvas'),
    answers: new Map(),
    drawing: null,
    links: { answer: copy, lines: read!.lines, geometry: read!.geometry },
    ended: false,
    over: Promise.resolve(),
    finish: () => undefined,
  };
  return read!;
}

describe("the live map's links answer", () => {
  afterEach(() => {
    delete window.__roadlensPreviewHandle;
    vi.unstubAllGlobals();
  });

  it("takes the preview's lines for the very answer the preview read, and decodes any other", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json()),
    );
    const copy = json();
    const read = handOver(copy);
    adoptEarlyCalls(new Map([[URL, Promise.resolve(copy)]]));
    const fromPreview = decodeLinksAnswer(await request<MapLinks>(URL));
    fromPreview.forEach((l, i) => expect(l.line).toBe(read.lines[i]));
    // The same links asked of the server again: equal lines, decoded here, not the preview's.
    const asked = decodeLinksAnswer(await request<MapLinks>(URL));
    asked.forEach((l, i) => {
      expect(l.line).not.toBe(read.lines[i]);
      expect([...l.line]).toEqual([...read.lines[i]]);
    });
    expect(asked.map((l) => [...l.line])).toEqual(decodeDrawnLinks({ ...answer, lines: [...lines] }).map((l) => [...l.line]));
  });

  it('keeps its own decoding once the preview has ended', async () => {
    const copy = json();
    const read = handOver(copy);
    window.__roadlensPreviewHandle!.ended = true;
    adoptEarlyCalls(new Map([[URL, Promise.resolve(copy)]]));
    const decoded = decodeLinksAnswer(await request<MapLinks>(URL));
    decoded.forEach((l, i) => expect(l.line).not.toBe(read.lines[i]));
  });
});
