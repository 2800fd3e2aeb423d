/**
 * Calls started by the page's first script, while the app's code is still downloading: a signed-in
 * user's landing page then has its data when its code arrives instead of asking only then. Each
 * answer is taken once, by the first request of the same address made soon enough; a call no page
 * asked for in that time is dropped (a later request asks the server again).
 */
const TAKE_WITHIN_MS = 15_000;
const started = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts GETs of these addresses (path and query, as buildUrl gives them) with the app's credentials. */
export function startEarlyCalls(urls: readonly string[], csrfToken: string | null): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (csrfToken) headers['X-CSRFToken'] = csrfToken;
  for (const url of urls) {
    const response = fetch(url, { headers, credentials: 'include' });
    // Unhandled until taken: a failed early call is simply asked again by its page.
    response.catch(() => undefined);
    started.set(url, { at: Date.now(), response });
  }
}

/** Answers fetched elsewhere (by the live map's preview), taken like calls started here. */
export function adoptEarlyCalls(answers: ReadonlyMap<string, Promise<Response>>): void {
  for (const [url, response] of answers) {
    response.catch(() => undefined);
    started.set(url, { at: Date.now(), response });
  }
}

/** The early answer for this address, once; undefined when there is none (or it is too old). */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const hit = started.get(url);
  if (!hit) return undefined;
  started.delete(url);
  return Date.now() - hit.at <= TAKE_WITHIN_MS ? hit.response : undefined;
}

/** Drops every answer not yet taken: after a sign-out none of them speaks for this browser any more. */
export function forgetEarlyCalls(): void {
  started.clear();
}
