import type { z } from 'zod';

/**
 * Who may call an operation. `public`: anyone; `user`: a signed-in session or an API key;
 * `session`: a signed-in browser session only (never an API key). `staff` and `permission`
 * narrow a signed-in caller further. `scope` names the API-key scope that may call it
 * (keys without that scope are refused); operations without a scope are closed to keys.
 * `csrf`: the operation changes data although its method is GET, so a browser session must send
 * the CSRF header as on POST (unsafe methods always need it).
 */
export type Access =
  { auth: 'public' } | { auth: 'user' | 'session'; staff?: boolean; permission?: string; scope?: 'ingest' | 'read'; csrf?: boolean };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API: the single declaration both the server (which registers its route
 * from it) and the web client (which calls it) use. Paths use `:name` for path parameters.
 */
export interface Endpoint {
  method: Method;
  path: string;
  summary?: string;
  /** Longer text for the API description (what a sensor vendor reads). */
  description?: string;
  tags?: string[];
  /** Left out of the API description (the browser's event stream). */
  hide?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Response schemas by status; `200` (or `201`/`204`) is what the client returns. Error statuses
   * are listed only where the body has its own shape worth documenting (a 429 with its wait).
   */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 429, z.ZodType>>;
  /** The body is not JSON (a file, a zip, a redirect, an event stream). */
  raw?: 'file' | 'redirect' | 'stream';
  access: Access;
}

/** Declares an endpoint, keeping its literal types so both sides infer params, query, body and response. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a caller sends (schema input types: query values may be numbers or text). */
export type EndpointInput<E extends Endpoint> = {
  params: InferIn<E['params']>;
  query: InferIn<E['query']>;
  body: InferIn<E['body']>;
};

/** The successful response body of an endpoint. */
export type EndpointResponse<E extends Endpoint> = E['responses'] extends { 200: infer R }
  ? Infer<R>
  : E['responses'] extends { 201: infer R }
    ? Infer<R>
    : E['responses'] extends { 202: infer R }
      ? Infer<R>
      : undefined;

/** Fills `:name` path parameters; every value is URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
