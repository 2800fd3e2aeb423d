/**
 * The operations of the OpenAPI document, with a plausible valid request for each: the fuzzer
 * starts from it and spoils one thing at a time, so every malformed value reaches the check it
 * is aimed at instead of being stopped by some other missing field.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
}

export interface Param {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** Path with `{name}` placeholders, as OpenAPI writes it. */
  path: string;
  params: Param[];
  /** The JSON body schema when the operation declares one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
}

export function operationsOf(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ in: p.in as Param['in'], name: p.name, required: Boolean(p.required), schema: p.schema ?? {} }));
      const json = op.requestBody?.content?.['application/json'];
      const body = json ? { ...(json.schema ?? {}), ...(json.example !== undefined ? { example: json.example } : {}) } : undefined;
      out.push({ method: method.toUpperCase(), path, params, body });
    }
  }
  return out;
}

/** Strings that satisfy the usual patterns of the contract (digit codes, id lists, slugs). */
const PATTERN_CANDIDATES = ['1', '123456', 'fuzz', 'a', '1,2'];

/** A value the schema accepts, as far as a JSON schema can tell (refinements are invisible here). */
export function validValue(s: JsonSchema | undefined): unknown {
  if (!s) return 'a';
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return validValue(branches.find((b) => b.type !== 'null') ?? branches[0]);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((b) => validValue(b)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map(validValue);
      if (Array.isArray(s.items)) return s.items.map(validValue);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => validValue(s.items as JsonSchema));
    }
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v)]));
    case 'string':
    default:
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.format === 'uri') return 'https://example.com/';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
        if (hit) return hit;
      }
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
  }
}

/** The paths (key lists) of every node under a JSON value, the value itself excluded. */
export function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...leafPaths(v, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...leafPaths(v, [...prefix, k])]);
  }
  return [];
}

/** A deep copy of `value` with the node at `path` replaced. */
export function withValue(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), replacement);
  return copy;
}
