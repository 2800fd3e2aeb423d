import { describe, expect, it } from 'vitest';
import { HttpHandler } from 'msw';
import { isTemplateCall } from './template-calls.ts';
import { loadHandlers } from './handlers.ts';

const origin = 'http://192.0.2.10:8080';

describe('isTemplateCall', () => {
  it('claims the template calls, relative or absolute, wherever the page resolved them', () => {
    for (const path of [
      '/api/apps/contacts/all',
      '/api/apps/ecommerce/inventory/products?page=0',
      '/api/dashboards/finance',
      '/api/pages/activities',
      '/api/ui/icons/material',
      '/api/common/navigation',
      '/api/common/search',
      '/api/auth/sign-in',
      '/api/auth/sign-in-with-token',
      '/api/auth/unlock-session',
      '/api/auth/sign-up',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/apps/api/apps/notes/all',
    ])
      expect(isTemplateCall(`${origin}${path}`, origin), path).toBe(true);
  });

  it('leaves every product call to the server', () => {
    for (const path of [
      '/api/login/',
      '/api/logout/',
      '/api/auth/password/reset/',
      '/api/auth/password/reset/confirm/',
      '/api/auth/invitation/',
      '/api/auth/sign-up/platform',
      '/api/platform/users/me/',
      '/api/map/devices/',
      '/api/health/',
      '/assets/i18n/en.json',
      '/apps/contacts',
      '/api/applications/',
      '/api/uix/',
      '/help/en/map.html',
    ])
      expect(isTemplateCall(`${origin}${path}`, origin), path).toBe(false);
  });

  it('never claims another origin', () => {
    expect(isTemplateCall('https://elsewhere.example/api/apps/contacts/all', origin)).toBe(false);
  });

  it('covers every path a mock handler answers, so no handler is unreachable and none shadows a product call', async () => {
    const handlers = (await loadHandlers()).filter((h): h is HttpHandler => h instanceof HttpHandler);
    expect(handlers.length).toBeGreaterThan(50);
    for (const h of handlers) {
      const path = String(h.info.path)
        .replace(/^\*/, '')
        .replace(/:(\w+)/g, 'x');
      expect(isTemplateCall(`${origin}${path}`, origin), path).toBe(true);
    }
  });
});
