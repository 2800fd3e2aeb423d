import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { Endpoint, EndpointResponse } from '@roadlens/contract/endpoint';

type Status = 200 | 201 | 202 | 204;

/** What a fake endpoint sees: the path parameters, the query and the JSON body of the call. */
export interface FakeRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A network-level stand-in for one operation of the contract's table: it answers at the
 * endpoint's method and path, and its answer is checked against the endpoint's response schema,
 * so a fixture that drifts from the contract fails the test instead of passing silently.
 */
export function handle<E extends Endpoint>(
  e: E,
  answer: (req: FakeRequest) => EndpointResponse<E> | Response | Promise<EndpointResponse<E> | Response>,
): RequestHandler {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${e.path}`, async ({ request, params }) => {
    const text = await request.text();
    const body = text ? parseBody(text) : undefined;
    const out = await answer({ params: params as Record<string, string>, query: new URL(request.url).searchParams, body });
    // An error answer (a 400 naming a field, a 401, a 429) goes out as the test wrote it.
    if (out instanceof Response) return out;
    const status = ([200, 201, 202, 204] as Status[]).find((s) => e.responses[s]) ?? 200;
    if (status === 204) return new HttpResponse(null, { status });
    const schema = e.responses[status] as z.ZodType;
    return HttpResponse.json(schema.parse(out) as never, { status });
  });
}

/** A JSON body parsed; anything else (the sign-in form) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An error answer in the server's shape: `{detail}` or `{field: [messages]}`. */
export const failWith = (status: number, body: Record<string, unknown>) => HttpResponse.json(body, { status });

/** Starts the handlers for the test file; a request no handler claims fails the test. */
export function startEndpointServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A DRF page of every row (the fake lists answer one page). */
export const pageOf = <T>(rows: T[]) => ({ count: rows.length, next: null, previous: null, results: rows });
