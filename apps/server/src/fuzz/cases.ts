import fc from 'fast-check';
import { leafPaths, validValue, withValue, type Operation } from './operations.ts';

/** One malformed request. `kind` groups the summary; `url` is already percent-encoded. */
export interface FuzzRequest {
  kind: string;
  /** The parameter or body field spoiled, when one is. */
  target?: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const RAW_1E999 = '__raw_1e999__';

/** Path segments as a careless or hostile client sends them (already URL text). */
export const BAD_PATH = [
  '2147483648',
  '9007199254740992',
  '-1',
  '0',
  'x',
  '1e300',
  '1.5',
  'NaN',
  'Infinity',
  '%',
  '%00',
  '%ED%A0%80',
  '%20%201',
  'x'.repeat(3000),
];

/** Query values (already URL text) every parameter gets: bad escapes, NUL, a lone surrogate in CESU-8, overflowing numbers. */
export const BAD_QUERY = [
  '%',
  '%25',
  'x',
  'NaN',
  'Infinity',
  '%00',
  '%ED%A0%80',
  '1e300',
  '2147483648',
  '9007199254740993',
  '-1',
  'x'.repeat(5000),
];
/** More of the same kind, drawn at random. */
const MORE_QUERY = [
  '-Infinity',
  'a%00b',
  '-1e300',
  '1.5',
  '',
  '0x10',
  '%20',
  '1,,2',
  '2026-13-45T99:99:99Z',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '9999999999999',
];

/** JSON values that break a field of any type: NUL and lone surrogates in text, out-of-range numbers, wrong types. */
export const BAD_JSON: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x',
  '',
  '%',
  'x'.repeat(5000),
  '1e300',
  '2147483648',
  'NaN',
  1e300,
  -1e300,
  2 ** 31,
  2 ** 53,
  -1,
  1.5,
  RAW_1E999,
  true,
  null,
  [],
  {},
  { '\u0000': 1 },
  ['\u0000'],
];

/** The values every field gets for certain; the rest are drawn by fast-check. */
const ALWAYS_JSON: unknown[] = ['a\u0000b', '\ud800', 1e300, 2 ** 31, RAW_1E999, []];

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const jsonArb = fc.oneof(
  fc.constantFrom(...BAD_JSON),
  codeUnits,
  fc.double(),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.array(codeUnits, { maxLength: 3 }),
);
const queryArb = fc.oneof(fc.constantFrom(...BAD_QUERY, ...MORE_QUERY), codeUnits.map(looseEncode), fc.double().map(String));

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) CESU-8 bytes instead of throwing. */
export function looseEncode(s: string): string {
  return Array.from(s, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  }).join('');
}

export const toJson = (v: unknown) => JSON.stringify(v).replaceAll(`"${RAW_1E999}"`, '1e999');

const MULTIPART_OK = (field: string, value: string) =>
  `--fz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--fz--\r\n`;

/** Whole-body problems, sent to every operation that changes data whether or not it declares a body. */
function bodyShapes(base: Record<string, unknown>): Array<[string, string | undefined, string]> {
  const field = Object.keys(base)[0] ?? 'name';
  return [
    ['json-truncated', 'application/json', '{"a":'],
    ['json-empty', 'application/json', ''],
    ['json-null', 'application/json', 'null'],
    ['json-array', 'application/json', '[]'],
    ['json-string', 'application/json', '"x"'],
    ['json-number', 'application/json', '1e999'],
    ['json-nul-key', 'application/json', '{"\\u0000":1}'],
    ['json-surrogate', 'application/json', `{"${field}":"\\ud800"}`],
    ['json-proto', 'application/json', '{"__proto__":{"x":1}}'],
    ['json-charset', 'application/json; charset=utf-16', '{}'],
    ['content-type-text', 'text/plain', 'hello'],
    ['content-type-xml', 'application/xml', '<a/>'],
    ['content-type-garbage', '%%%;;=', 'x'],
    ['multipart-bad-boundary', 'multipart/form-data; boundary=xyz', MULTIPART_OK(field, '1')],
    ['multipart-no-boundary', 'multipart/form-data', MULTIPART_OK(field, '1')],
    ['multipart-truncated', 'multipart/form-data; boundary=fz', `--fz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nval`],
    ['multipart-nul', 'multipart/form-data; boundary=fz', MULTIPART_OK(field, 'a\u0000b')],
    [
      'multipart-two-files',
      'multipart/form-data; boundary=fz',
      '--fz\r\nContent-Disposition: form-data; name="a"; filename="a.txt"\r\n\r\na\r\n' +
        '--fz\r\nContent-Disposition: form-data; name="b"; filename="b.txt"\r\n\r\nb\r\n--fz--\r\n',
    ],
    ['form-bad-escape', 'application/x-www-form-urlencoded', `${field}=%&b=%00`],
    ['form-nul', 'application/x-www-form-urlencoded', `${field}=a%00b`],
  ];
}

export interface CaseOptions {
  /** The URL text of a path parameter in an otherwise valid request. */
  pathValue: (op: Operation, name: string) => string;
  seed: number;
  /** Random cases per operation on top of the fixed ones. */
  runs: number;
}

/** Every malformed request for one operation: fixed cases per parameter and field, then seeded random ones. */
export function casesFor(op: Operation, { pathValue, seed, runs }: CaseOptions): FuzzRequest[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const fill = (over: Record<string, string> = {}) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => over[name] ?? pathValue(op, name));
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, looseEncode(String(validValue(p.schema)))]),
  );
  const url = (path: string, query: Record<string, string>) => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return qs ? `${path}?${qs}` : path;
  };
  const unsafe = op.method !== 'GET';
  const baseBody = (op.body ? validValue(op.body) : {}) as Record<string, unknown>;
  const withBody = (r: FuzzRequest): FuzzRequest =>
    op.body && !r.payload ? { ...r, headers: { 'content-type': 'application/json' }, payload: toJson(baseBody) } : r;
  const out: FuzzRequest[] = [];

  for (const p of pathParams) {
    for (const v of BAD_PATH)
      out.push(withBody({ kind: 'path', target: p.name, method: op.method, url: url(fill({ [p.name]: v }), baseQuery) }));
  }
  const queryCase = (name: string, v: string) =>
    withBody({ kind: 'query', target: name, method: op.method, url: url(fill(), { ...baseQuery, [name]: v }) });
  for (const p of queryParams) {
    for (const v of BAD_QUERY) out.push(queryCase(p.name, v));
    out.push(
      withBody({
        kind: 'query',
        target: p.name,
        method: op.method,
        url: `${url(fill(), baseQuery)}${Object.keys(baseQuery).length ? '&' : '?'}${p.name}=1&${p.name}=2`,
      }),
    );
  }
  if (queryParams.length) {
    const names = queryParams.map((p) => p.name);
    for (const [name, v] of fc.sample(fc.tuple(fc.constantFrom(...names), queryArb), { seed, numRuns: runs })) out.push(queryCase(name, v));
  }

  if (unsafe) {
    for (const [kind, type, payload] of bodyShapes(baseBody)) {
      out.push({
        kind: `body:${kind}`,
        method: op.method,
        url: url(fill(), baseQuery),
        headers: type ? { 'content-type': type } : {},
        payload,
      });
    }
  }
  if (op.body) {
    const leaves = leafPaths(baseBody);
    const bodyCase = (path: Array<string | number>, v: unknown): FuzzRequest => ({
      kind: 'body:field',
      target: path.join('.'),
      method: op.method,
      url: url(fill(), baseQuery),
      headers: { 'content-type': 'application/json' },
      payload: toJson(withValue(baseBody, path, v)),
    });
    for (const leaf of leaves) for (const v of ALWAYS_JSON) out.push(bodyCase(leaf, v));
    if (leaves.length) {
      for (const [leaf, v] of fc.sample(fc.tuple(fc.constantFrom(...leaves), jsonArb), { seed, numRuns: runs }))
        out.push(bodyCase(leaf, v));
    }
  }
  return out;
}
