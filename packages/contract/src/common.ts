import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`: every id column, so no larger id can name a row. */
export const INT4_MAX = 2_147_483_647;

/** DRF-style error body: `{detail}` for the request as a whole, `{field: [messages]}` per field. */
export const ErrorBody = z.union([z.object({ detail: z.string() }), z.record(z.string(), z.array(z.string()))]);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** DRF page-number pagination query. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.string().max(100).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** DRF list envelope. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** An id in a JSON body. */
export const Id = z.number().int().min(1).max(INT4_MAX);
/** An id sent as text (path or query): the same bounds, and `x`, `1e300` or `2147483648` are refused. */
export const IdText = z.coerce.number().int().min(1).max(INT4_MAX);
export const IdParams = z.object({ id: IdText });

/** A comma-separated list of ids in a query (`devices=1,2,3`), each 1..INT4_MAX; stays text for the handler to split. */
export const IdListText = z
  .string()
  .max(20000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Enter comma-separated ids.')
  .refine((s) => s.split(',').every((n) => Number(n) >= 1 && Number(n) <= INT4_MAX), `Every id must be between 1 and ${INT4_MAX}.`);

/** 9999-12-31T23:59:59Z: past it a time is no longer a date to PostgreSQL or JavaScript. */
export const EPOCH_MAX = 253_402_300_799;
/** Epoch seconds sent as text or number; NaN, Infinity, negative and far-future values are refused. */
export const EpochSeconds = z.coerce
  .number({ error: 'A valid number is required.' })
  .min(0, 'Must be 0 or later.')
  .max(EPOCH_MAX, 'Must be before the year 10000.');

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/i;

/** True for an ISO 8601 date or date-time that names a real moment in years 1-9999 (PostgreSQL accepts all of them). */
export function isTimestampText(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, se = 0, oh = 0, om = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1] ?? 0;
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= days && h <= 23 && mi <= 59 && se <= 59 && oh <= 14 && om <= 59;
}

/** A time filter such as `create_time__gte`: ISO 8601 text, checked before it reaches the database. */
export const TimestampText = z.string().max(40).refine(isTimestampText, 'Enter a valid date/time (ISO 8601, e.g. 2026-01-31T08:00:00Z).');

export const NUL_MESSAGE = 'Null characters are not allowed.';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (it holds a lone surrogate).';
// eslint-disable-next-line no-control-regex -- NUL is exactly the character looked for
const SUSPECT = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored as text or JSON in PostgreSQL (NUL, lone surrogate), or null when it can. */
export function textProblem(s: string): string | null {
  if (!SUSPECT.test(s)) return null; // the common case, in one cheap pass
  if (s.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(s)) return SURROGATE_MESSAGE;
  return null;
}

/** Free text from a caller: a string without NUL characters or lone surrogates. Chain `.trim().min().max()` as usual. */
export const text = () =>
  z
    .string()
    .refine((s) => !s.includes('\u0000'), NUL_MESSAGE)
    .refine((s) => !SUSPECT.test(s) || !LONE_SURROGATE.test(s), SURROGATE_MESSAGE);

/** The first string (value or key) under `value` that cannot be stored, with its path; null when all can. */
export function findUnsafeText(value: unknown): { path: Array<string | number>; message: string } | null {
  const path: Array<string | number> = [];
  const message = scan(value, path);
  return message ? { path, message } : null;
}

/** Depth-first; the path is built on the way back from a hit only, so a clean batch builds no paths. */
function scan(value: unknown, path: Array<string | number>): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return null; // numbers, an uploaded file's bytes
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = scan(value[i], path);
      if (hit) {
        path.unshift(i);
        return hit;
      }
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return keyProblem;
    const hit = scan((value as Record<string, unknown>)[key], path);
    if (hit) {
      path.unshift(key);
      return hit;
    }
  }
  return null;
}

/** Arbitrary JSON kept as jsonb (settings, free-form data): every string and key must be storable. */
export const safeJson = <T extends z.ZodType>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const hit = findUnsafeText(value);
    if (hit) ctx.addIssue({ code: 'custom', message: hit.message, path: hit.path });
  });

/** Query flags arrive as text; DRF accepts true/false/1/0. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'True');

export const Ok = z.object({ detail: z.string() });
