// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider has no types; the e2e project needs this file too
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, for the SSO tests and
 * the e2e run. Its login screen is a one-field form: whatever name is entered becomes the
 * subject, with a verified e-mail `<name>@idp.test`. Consent is granted for the registered
 * client (a first-party app), so the flow is: authorize → login form → back to the client.
 */
export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: import('node:http').IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startTestIdp(opts: { redirectUris: string[]; clientId?: string; clientSecret?: string }): Promise<TestIdp> {
  const clientId = opts.clientId ?? 'roadlens';
  const clientSecret = opts.clientSecret ?? 'roadlens-test-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-idp-cookie-key'] },
    pkce: { required: () => true },
    // Put the e-mail in the ID token itself, as many providers do (and as an e-mail matcher would use).
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: sub }),
    }),
    loadExistingGrant: async (ctx: { oidc: { session: { accountId: string }; client: { clientId: string } } }) => {
      const grant = new provider.Grant({ accountId: ctx.oidc.session.accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    const m = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!m) return handle(req, res);
    void (async () => {
      try {
        await provider.interactionDetails(req, res);
        if (req.method === 'POST') {
          const login = (await readForm(req)).get('login')?.trim();
          if (!login) throw new Error('login required');
          await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
          return;
        }
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><title>Test IdP</title><h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(m[1])}"><label>User <input name="login" autofocus></label>
<button type="submit">Continue</button></form>`);
      } catch (err) {
        res.statusCode = 400;
        res.end(String(err));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
