import { HttpResponse } from 'msw';

/** A mock handler's JSON body as a plain object; anything else (no body, bad JSON, an array) reads as `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A plain object, or undefined for anything else. */
export const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The 400 answer naming the field, shaped like the real server's (`{"field": ["message"]}`). */
export const fieldError = (field: string, message: string) => HttpResponse.json({ [field]: [message] }, { status: 400 });
