/** The error a demo call throws; `body` is the mock's reply (e.g. `false` for a failed sign-in). */
export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

export interface DemoRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | null | undefined>;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
}

/**
 * The demo apps talk to the in-browser mock, not to our server, so they do not use lib/api-client
 * (no CSRF, no session handling). Paths are relative (`api/apps/...`) and resolve against the
 * document's base URL, like every template call.
 */
export async function fetchJson<T>(path: string, { method = 'GET', query, body }: DemoRequest = {}): Promise<T> {
  const url = new URL(path, document.baseURI);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new DemoApiError(res.status, data);
  return data as T;
}
