import { ApiError } from '../../../lib/api-client.ts';

/** The server names the bad field (`{field: [messages]}`); forms show each under its input. */
export function fieldErrorsOf(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
}
