import { z } from 'zod';
import { Id, text, TimestampText } from './common.ts';

/**
 * The message template language of a variable message sign. A line is plain text with
 * placeholders in braces; the only placeholder is `{tt_min:<routeId>}`, the route's current
 * travel time in whole minutes (after the sign's rounding and safety rails). A route named in a
 * line must be one of the routes the sign announces.
 */
export const SIGN_PLACEHOLDERS = ['tt_min'] as const;
export type SignPlaceholder = (typeof SIGN_PLACEHOLDERS)[number];

export type TemplatePart = { text: string } | { placeholder: SignPlaceholder; routeId: number };

/** Splits a template into text and placeholders; throws an Error naming the first bad placeholder. */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let rest = template;
  while (rest.length) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (close !== -1 && (open === -1 || close < open)) throw new Error('A "}" without its "{".');
    if (open === -1) {
      parts.push({ text: rest });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open) });
    const end = rest.indexOf('}', open);
    if (end === -1) throw new Error('A "{" without its "}".');
    const inner = rest.slice(open + 1, end);
    const m = /^([a-z_]+):(\d{1,9})$/.exec(inner.trim());
    if (!m || !(SIGN_PLACEHOLDERS as readonly string[]).includes(m[1])) {
      throw new Error(`Unknown placeholder {${inner}}: use {tt_min:<route id>}.`);
    }
    parts.push({ placeholder: m[1] as SignPlaceholder, routeId: Number(m[2]) });
    rest = rest.slice(end + 1);
  }
  return parts;
}

/** The route ids a template names. */
export const templateRoutes = (template: string): number[] => parseTemplate(template).flatMap((p) => ('routeId' in p ? [p.routeId] : []));

export const SIGN_ROUNDINGS = [1, 2, 5] as const;
export const SIGN_LINE_MAX = 40;

const lineText = () => text().max(SIGN_LINE_MAX);

export const SignLine = z.object({
  template: text()
    .trim()
    .min(1)
    .max(200)
    .superRefine((t, ctx) => {
      try {
        parseTemplate(t);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  /** Shown on this line when a route it names has no value, stale data or low confidence. */
  fallback: lineText().default(''),
});
export type SignLine = z.infer<typeof SignLine>;

export const SignRoute = z.object({
  route_id: Id,
  /** Speed limit on the route: the sign never shows less than the time it takes at this speed. */
  speed_limit_kmh: z.number().min(5).max(200),
});
export type SignRoute = z.infer<typeof SignRoute>;

const signFields = {
  name: text().trim().min(1).max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  routes: z.array(SignRoute).min(1).max(10),
  lines: z.array(SignLine).min(1).max(4),
  rounding_min: z.union([z.literal(1), z.literal(2), z.literal(5)]).default(1),
  /** Values above this many minutes show this many (a jam never shows a nonsense number). */
  max_minutes: z.number().int().min(1).max(999).default(60),
  /** Below this route confidence (0–1) a line shows its fallback. */
  min_confidence: z.number().min(0).max(1).default(0.3),
  /** Data whose interval started longer ago than this is stale: the line shows its fallback. */
  max_age_min: z.number().int().min(1).max(60).default(15),
};

type SignBodyShape = { routes?: SignRoute[]; lines?: SignLine[] };

/** Every route a line names must be announced by the sign; the issue names the line. */
function linesUseOwnRoutes(v: SignBodyShape, ctx: z.RefinementCtx) {
  if (!v.routes || !v.lines) return;
  const own = new Set(v.routes.map((r) => r.route_id));
  v.lines.forEach((l, i) => {
    let named: number[];
    try {
      named = templateRoutes(l.template);
    } catch {
      return; // the line's own check names the bad placeholder
    }
    const missing = named.find((id) => !own.has(id));
    if (missing !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'template'], message: `Route ${missing} is not among this sign's routes.` });
  });
  const ids = v.routes.map((r) => r.route_id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['routes'], message: 'A route is listed twice.' });
}

export const SignCreate = z.object(signFields).superRefine(linesUseOwnRoutes);
export type SignCreate = z.input<typeof SignCreate>;

/** A patch changing routes or lines sends both, so the lines can be checked against the routes. */
export const SignPatch = z
  .object({
    name: signFields.name.optional(),
    lat: signFields.lat.optional(),
    lng: signFields.lng.optional(),
    routes: signFields.routes.optional(),
    lines: signFields.lines.optional(),
    rounding_min: z.union([z.literal(1), z.literal(2), z.literal(5)]).optional(),
    max_minutes: z.number().int().min(1).max(999).optional(),
    min_confidence: z.number().min(0).max(1).optional(),
    max_age_min: z.number().int().min(1).max(60).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.routes === undefined) !== (v.lines === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.routes === undefined ? 'routes' : 'lines'], message: 'Send routes and lines together.' });
    }
    linesUseOwnRoutes(v, ctx);
  });
export type SignPatch = z.input<typeof SignPatch>;

/** Why a sign shows what it shows. */
export const SIGN_REASONS = ['travel_times', 'fallback', 'override'] as const;
export const SignReason = z.enum(SIGN_REASONS);
export type SignReason = z.infer<typeof SignReason>;

export const SignOverrideBody = z.object({
  lines: z.array(lineText()).min(1).max(4),
  /** Required: an override always ends by itself. */
  expires_at: TimestampText,
  reason: text().trim().min(1).max(500),
});
export type SignOverrideBody = z.input<typeof SignOverrideBody>;

export const SignDisplay = z.object({
  lines: z.array(z.string()),
  reason: SignReason,
  /** Why, in data: the override's reason, or which routes fell back and why. */
  detail: z.string(),
  /** When the text last changed. */
  since: z.string().nullable(),
});
export type SignDisplay = z.infer<typeof SignDisplay>;

export const Sign = z.object({
  id: z.number(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  routes: z.array(z.object({ route_id: z.number(), speed_limit_kmh: z.number(), name: z.string() })),
  lines: z.array(z.object({ template: z.string(), fallback: z.string() })),
  rounding_min: z.number(),
  max_minutes: z.number(),
  min_confidence: z.number(),
  max_age_min: z.number(),
  override: z.object({ lines: z.array(z.string()), expires_at: z.string(), reason: z.string() }).nullable(),
  display: SignDisplay.nullable(),
});
export type Sign = z.infer<typeof Sign>;

/** What a sign controller pulls. */
export const SignCurrent = z.object({
  id: z.number(),
  lines: z.array(z.string()),
  reason: SignReason,
  since: z.string().nullable(),
  /** Pull again before this: an override ends then. */
  override_expires_at: z.string().nullable(),
});
export type SignCurrent = z.infer<typeof SignCurrent>;

export const SignMessage = z.object({
  at: z.string(),
  lines: z.array(z.string()),
  reason: SignReason,
  detail: z.string(),
});
export type SignMessage = z.infer<typeof SignMessage>;

export const SignHistoryQuery = z.object({ hours: z.coerce.number().int().min(1).max(168).default(24) });

/** The last `hours`: the message shown at the window's start (if any) and every change since, oldest first. */
export const SignHistory = z.object({
  from: z.string(),
  to: z.string(),
  messages: z.array(SignMessage),
});
export type SignHistory = z.infer<typeof SignHistory>;
