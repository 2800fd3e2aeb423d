/**
 * The drawn links' answer (GET /api/map/links/drawn/) read straight from its bytes, for the map preview:
 * ids, speeds and every line decoded into one array, without a string, a record or a function per link. On a
 * first visit the preview runs this once over a city's lines in code not yet optimised, and parsing the answer as
 * JSON made tens of thousands of small strings and records that its garbage collector then copied (in a Chromium
 * trace, decoding 5,000 links took 136 ms there, 30 ms in Node). Names are not read: the preview draws no text.
 *
 * The answer is JSON as the server writes it (`JSON.stringify` of `MapLinks`): `ids` and `speeds` are arrays of
 * numbers (and null), `lines` an array of strings of the polyline alphabet ('?' to '~'), where JSON escapes only
 * the backslash. Anything else (an escape of another kind, a missing field) returns null, and the caller reads the
 * answer as JSON instead. Held to `decodeDrawnLinks` by drawn-links-bytes.test.ts.
 */
export interface DrawnLinkBytes {
  ids: number[];
  speeds: (number | null)[];
  /** Each line's lng, lat, lng, lat, …: views into one array, as decodeDrawnLinks lays them out. */
  lines: Float64Array[];
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN = 91;
const CLOSE = 93;

const utf8 = new TextDecoder();

/** Where the array of `key` begins in the bytes (at its '['), or -1. */
function arrayAt(bytes: Uint8Array, key: string): number {
  const pattern = `"${key}":`;
  const at = indexOf(bytes, pattern);
  if (at < 0) return -1;
  let i = at + pattern.length;
  while (i < bytes.length && bytes[i] !== OPEN) i++;
  return i < bytes.length ? i : -1;
}

function indexOf(bytes: Uint8Array, text: string): number {
  const first = text.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i >= 0; i = bytes.indexOf(first, i + 1)) {
    for (let k = 1; k < text.length; k++) if (bytes[i + k] !== text.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}

/** An array of numbers and nulls (no strings, no nesting), read as JSON. */
function numbers(bytes: Uint8Array, key: string): (number | null)[] | null {
  const from = arrayAt(bytes, key);
  if (from < 0) return null;
  const to = bytes.indexOf(CLOSE, from);
  if (to < 0) return null;
  const values: unknown = JSON.parse(utf8.decode(bytes.subarray(from, to + 1)));
  return Array.isArray(values) && values.every((v) => v === null || typeof v === 'number') ? (values as (number | null)[]) : null;
}

export function readDrawnLinkBytes(body: ArrayBuffer): DrawnLinkBytes | null {
  const bytes = new Uint8Array(body);
  const ids = numbers(bytes, 'ids');
  const speeds = numbers(bytes, 'speeds');
  const from = arrayAt(bytes, 'lines');
  if (!ids || !speeds || from < 0 || ids.some((id) => id === null) || speeds.length !== ids.length) return null;
  // Every value of a line ends with a character below '_' (see drawn-links.ts), so counting them sizes the one array.
  // (']' is in that alphabet too, so the array's end is found by walking its strings.)
  let values = 0;
  let end = from + 1;
  for (let inString = false; end < bytes.length; end++) {
    const c = bytes[end];
    if (inString) {
      if (c === BACKSLASH) end++;
      else if (c === QUOTE) inString = false;
      if (c < 95) values++;
    } else if (c === QUOTE) inString = true;
    else if (c === CLOSE) break;
  }
  const all = new Float64Array(values + ids.length);
  const lines: Float64Array[] = [];
  let at = 0;
  let i = from + 1;
  while (i < end) {
    const c = bytes[i++];
    if (c !== QUOTE) continue;
    const start = at;
    let lat = 0;
    let lng = 0;
    // One line: pairs of signed values (lat, then lng), five bits a character, low bits first, sign in the lowest bit.
    // Written out here rather than as a function called per value: in code not yet optimised that call made the whole
    // read half as slow again (Node, 5,000 links, alternated: 25–48 against 42–63 ms).
    for (;;) {
      if (bytes[i] === QUOTE) break;
      let value = 0;
      let signed = 0;
      for (let round = 0; round < 2; round++) {
        let shift = 1;
        let result = 0;
        let byte: number;
        do {
          let ch = bytes[i++];
          if (ch === BACKSLASH) {
            ch = bytes[i++];
            if (ch !== BACKSLASH) return null;
          }
          if (ch === QUOTE || ch === undefined) return null;
          byte = ch - 63;
          result += (byte & 0x1f) * shift;
          shift *= 32;
        } while (byte >= 0x20);
        signed = result & 1 ? (-result - 1) / 2 : result / 2;
        if (round === 0) value = signed;
        if (bytes[i] === QUOTE && round === 0) {
          // A line cut short ends with a point whose longitude is its last one, as the decoder writes it.
          signed = 0;
          break;
        }
      }
      lat += value;
      lng += signed;
      all[at++] = lng / 1e5;
      all[at++] = lat / 1e5;
    }
    i++;
    lines.push(all.subarray(start, at));
  }
  return lines.length === ids.length ? { ids: ids as number[], speeds, lines } : null;
}
