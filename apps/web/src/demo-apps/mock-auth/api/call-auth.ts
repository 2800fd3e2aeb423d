/** What the page shows for each call: the request, the status, the body and how long it took. */
export interface AuthCallResult {
  id: number;
  path: string;
  request: unknown;
  status: number;
  body: unknown;
  ms: number;
}

let counter = 0;

/**
 * Posts to a mock auth path and keeps the reply whatever its status: on this page a 404 `false`
 * or a 401 is an answer to show, not an error to throw.
 */
export async function callAuth(path: string, request: unknown): Promise<AuthCallResult> {
  const started = performance.now();
  const res = await fetch(new URL(path, document.baseURI), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: show the text as it came.
  }
  return { id: ++counter, path, request, status: res.status, body, ms: Math.round(performance.now() - started) };
}
