import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiKeys } from '@roadlens/contract/endpoints/api-keys';
import { sso } from '@roadlens/contract/endpoints/sso';
import { handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { SecurityTab } from './security-tab.tsx';

const server = startEndpointServer();

describe('settings: security', () => {
  it('draws no empty section between two rules when the company has no single sign-on', async () => {
    server.use(
      handle(sso.supported, () => []),
      handle(sso.identities, () => []),
      handle(apiKeys.list, () => []),
    );
    await renderPage('*', signedIn(<SecurityTab />), '/dashboard/settings/security', en);
    await screen.findByText(en.settings.security.keys.title);
    // A rule directly followed by another rule is a section drawn empty.
    const doubled = Array.from(document.querySelectorAll('hr')).filter((hr) => hr.nextElementSibling?.tagName === 'HR');
    expect(doubled).toHaveLength(0);
  });

  it('shows the single sign-on section, between rules, when the company has a provider', async () => {
    server.use(
      handle(sso.supported, () => [{ name: 'okta', label: 'Okta' }]),
      handle(sso.identities, () => []),
      handle(apiKeys.list, () => []),
    );
    await renderPage('*', signedIn(<SecurityTab />), '/dashboard/settings/security', en);
    expect(await screen.findByText(en.settings.security.sso)).toBeInTheDocument();
    expect(document.querySelectorAll('hr')).toHaveLength(3);
  });
});
