import { readCookie } from './cookies.ts';
import { RELEASE } from './build-info.ts';
import { takeEarlyCall } from './api/early.ts';

/**
 * The one HTTP layer for calls to our server: credentials included, JSON bodies, X-CSRFToken on
 * every call, timeouts retried, and every failure announced to listeners so the
 * shell can show the error catalogue without each screen handling it.
 */

/** `{detail}`, else the first message of a `{field: [messages]}` body (every 400 names a field). */
function messageOf(status: number, body: unknown): string {
  if (typeof body !== 'object' || !body) return `HTTP ${status}`;
  if ('detail' in body) return String((body as { detail: unknown }).detail);
  const first = Object.values(body).find(Array.isArray)?.[0];
  return typeof first === 'string' ? first : `HTTP ${status}`;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(messageOf(status, body));
    this.name = 'ApiError';
  }
  /** DRF field errors, `{field: [messages]}`, when the server named fields. */
  get fieldErrors(): Record<string, string[]> {
    if (!this.body || typeof this.body !== 'object') return {};
    return Object.fromEntries(Object.entries(this.body).filter(([, v]) => Array.isArray(v))) as Record<string, string[]>;
  }
}

export class TimeoutError extends Error {
  constructor(readonly path: string) {
    super('The server took too long to response.');
    this.name = 'TimeoutError';
  }
}

export type ApiEvent =
  | { type: 'http-error'; status: number; path: string; no404Intercept: boolean }
  | { type: 'timeout'; path: string }
  | { type: 'new-release'; release: string };

type Listener = (e: ApiEvent) => void;
const listeners = new Set<Listener>();
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (e: ApiEvent) => listeners.forEach((l) => l(e));

export const RETRIES = 2;
export const RETRY_DELAY_MS = 1000;
/** The request timeout: 30 s unless changed at runtime. */
let timeoutMs = 30_000;
export const setRequestTimeout = (ms: number) => {
  timeoutMs = ms;
};
export const getRequestTimeout = () => timeoutMs;

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form body (sign-in is the one form-data call). */
  form?: FormData;
  signal?: AbortSignal;
  /** Skip the 404 toast: the caller shows its own not-found state. */
  no404Intercept?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  /** Skip the event listeners entirely (the caller handles every outcome). */
  silent?: boolean;
}

export function buildUrl(path: string, query?: Query): string {
  const url = new URL(path.replace(/^\/?/, '/'), window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return url.pathname + url.search;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let newRelease: string | null = null;

/**
 * The newer release a response announced (X-Frontend-Update differing from this build), once
 * seen. It stays set, so a notice mounted after the start-up calls still learns of it.
 */
export const announcedRelease = (): string | null => newRelease;

async function once(path: string, opts: RequestOptions): Promise<Response> {
  const method = opts.method ?? 'GET';
  const early = method === 'GET' ? takeEarlyCall(buildUrl(path, opts.query)) : undefined;
  if (early) {
    try {
      return await early;
    } catch {
      /* the early call failed (network): asked again below */
    }
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  // On every call, GETs included: some GETs change data (clearing a sensor's rows, revoking a
  // task) and the server requires the token on those as on any POST.
  const csrf = readCookie('csrftoken');
  if (csrf) headers['X-CSRFToken'] = csrf;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(path)), timeoutMs);
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(buildUrl(path, opts.query), { method, headers, body, credentials: 'include', signal: controller.signal });
  } catch (err) {
    if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** The response each answer was read from, by the answer's identity (see `responseOf`). */
const readFrom = new WeakMap<object, Response>();

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await once(path, opts);
      break;
    } catch (err) {
      if (!(err instanceof TimeoutError)) throw err;
      if (attempt >= RETRIES) {
        if (!opts.silent) emit({ type: 'timeout', path });
        throw err;
      }
      await sleep(RETRY_DELAY_MS);
    }
  }
  const release = res.headers.get('X-Frontend-Update');
  if (release && release !== RELEASE && newRelease === null && RELEASE !== 'test') {
    newRelease = release;
    emit({ type: 'new-release', release });
  }
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    if (!opts.silent) emit({ type: 'http-error', status: res.status, path, no404Intercept: Boolean(opts.no404Intercept) });
    throw new ApiError(res.status, parsed, path);
  }
  if (opts.responseType === 'blob') return (await res.blob()) as T;
  if (opts.responseType === 'text') return (await res.text()) as T;
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (typeof data === 'object' && data !== null) readFrom.set(data, res);
  return data as T;
}

/**
 * The response an answer (as `request` returned it) was read from. Something that read the same response's bytes
 * before the app (the map's preview) can so tell its work applies to this very answer.
 */
export const responseOf = (answer: object): Response | undefined => readFrom.get(answer);

/** Ids lists travel in the query under 1500 characters, else in a POST body. */
export const ID_LIST_GET_LIMIT = 1500;

export function requestIdList<T>(
  path: string,
  key: string,
  ids: ReadonlyArray<string | number>,
  query: Query = {},
  opts: RequestOptions = {},
) {
  const joined = ids.join(',');
  if (joined.length < ID_LIST_GET_LIMIT) return request<T>(path, { ...opts, method: 'GET', query: { ...query, [key]: joined } });
  return request<T>(path, { ...opts, method: 'POST', query, body: { [key]: ids } });
}
