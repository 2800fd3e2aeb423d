import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** Starts the given mock handlers for the test file; a request no handler claims fails the test. */
export function useMockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Calls a mock endpoint the way the page does: a relative `api/...` path against the page's origin. */
export async function call<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const isForm = init.body instanceof FormData;
  const res = await fetch(new URL(path, 'http://localhost/'), {
    method: init.method ?? 'GET',
    headers: init.body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}
