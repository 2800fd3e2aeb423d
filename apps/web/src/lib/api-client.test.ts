import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from './api-client.ts';

describe('api client CSRF header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it.each(['GET', 'POST', 'PATCH', 'DELETE'] as const)('sends X-CSRFToken from the cookie on %s', async (method) => {
    document.cookie = 'csrftoken=tok-123; path=/';
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ detail: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/map/records/7/clear/', { method, silent: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok-123');
  });

  it('sends no token header when there is no cookie', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/health/', { silent: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers as Record<string, string>).not.toHaveProperty('X-CSRFToken');
  });
});

describe('ApiError message', () => {
  it('reads detail, else the first message of the field a 400 names', () => {
    expect(new ApiError(404, { detail: 'Not found.' }, '/x').message).toBe('Not found.');
    expect(new ApiError(400, { non_field_errors: ['User is already logged in.'] }, '/x').message).toBe('User is already logged in.');
    expect(new ApiError(400, { create_time__gte: ['Enter a valid date/time.'] }, '/x').fieldErrors).toEqual({
      create_time__gte: ['Enter a valid date/time.'],
    });
    expect(new ApiError(500, 'oops', '/x').message).toBe('HTTP 500');
  });
});
