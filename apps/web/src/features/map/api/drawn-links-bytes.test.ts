import { describe, expect, it } from 'vitest';
import type { MapLinks } from '@roadlens/contract/live-map';
import { decodeDrawnLinks } from './drawn-links.ts';
import { readDrawnLinkBytes } from './drawn-links-bytes.ts';
import { randomEncodedLines } from './lines.fixture.ts';

const bytesOf = (answer: unknown) => new TextEncoder().encode(JSON.stringify(answer)).buffer;

function randomAnswer(n: number): MapLinks {
  const lines = randomEncodedLines(n, 11);
  const ids = lines.map((_, i) => i + 1);
  return { ids, names: ids.map((id) => `Link "${id}" \\ ]`), speeds: ids.map((id) => (id % 3 ? id / 10 : null)), lines };
}

describe('the drawn links read from the answer’s bytes', () => {
  it('give the ids, speeds and lines that decoding the JSON gives', () => {
    const answer = randomAnswer(300);
    // The alphabet holds the backslash, which JSON escapes, and ']', which must not end the array.
    expect(answer.lines.join('')).toContain('\\');
    expect(answer.lines.join('')).toContain(']');
    const read = readDrawnLinkBytes(bytesOf(answer))!;
    const decoded = decodeDrawnLinks(answer);
    expect(read.ids).toEqual(answer.ids);
    expect(read.speeds).toEqual(answer.speeds);
    expect(read.lines.map((l) => [...l])).toEqual(decoded.map((l) => [...l.line]));
    // One array holds every line.
    expect(new Set(read.lines.map((l) => l.buffer)).size).toBe(1);
  });

  it('read a line cut short as the JSON decoder does', () => {
    const answer: MapLinks = { ids: [1], names: ['a'], speeds: [null], lines: ['_p~iF~ps|U_ulL'] };
    expect([...readDrawnLinkBytes(bytesOf(answer))!.lines[0]]).toEqual([...decodeDrawnLinks(answer)[0].line]);
  });

  it('give up on an answer not as the server writes it, for the caller to read it as JSON', () => {
    const ok: MapLinks = { ids: [1], names: ['a'], speeds: [10], lines: ['??'] };
    expect(readDrawnLinkBytes(bytesOf(ok))).not.toBeNull();
    expect(readDrawnLinkBytes(bytesOf({ ...ok, lines: ['?\n?'] }))).toBeNull();
    expect(readDrawnLinkBytes(bytesOf({ ...ok, lines: ['??', '??'] }))).toBeNull();
    expect(readDrawnLinkBytes(bytesOf({ ...ok, ids: ['1'] }))).toBeNull();
    expect(readDrawnLinkBytes(bytesOf({ ids: ok.ids, speeds: ok.speeds }))).toBeNull();
    expect(readDrawnLinkBytes(new TextEncoder().encode('{"ids":[1],"speeds":[1],"lines":["??').buffer)).toBeNull();
    expect(readDrawnLinkBytes(new ArrayBuffer(0))).toBeNull();
  });
});
