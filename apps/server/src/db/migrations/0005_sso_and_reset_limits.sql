-- Single sign-on (OpenID Connect) and password-reset request limits (identity issue).

-- A provider can be switched off without losing its linked identities; its label is what the
-- sign-in button shows. The client secret may be an `env:NAME` reference instead of the value,
-- so operators can keep it out of the database.
ALTER TABLE sso_providers ADD COLUMN label text;
ALTER TABLE sso_providers ADD COLUMN scopes text NOT NULL DEFAULT 'openid email profile';
ALTER TABLE sso_providers ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE sso_providers ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

-- Identities are matched on (provider, issuer, subject); the issuer is kept so that a provider
-- whose issuer is later changed no longer matches the old subjects.
ALTER TABLE sso_identities ADD COLUMN issuer text NOT NULL DEFAULT '';
ALTER TABLE sso_identities ADD COLUMN email text;
ALTER TABLE sso_identities ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sso_identities ADD COLUMN last_used_at timestamptz;
CREATE INDEX sso_identities_user_idx ON sso_identities (user_id);

-- One row per redirect to a provider: state (hashed), nonce and PKCE verifier, bound to the
-- browser by a cookie (hashed here). Deleted when the callback uses it, so a callback is
-- accepted once. `link_user_id` marks the explicit "link account" flow of a signed-in user.
CREATE TABLE sso_login_states (
  state_hash    text PRIMARY KEY,
  provider_id   integer NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  browser_hash  text NOT NULL,
  nonce         text NOT NULL,
  code_verifier text NOT NULL,
  return_to     text NOT NULL,
  link_user_id  integer REFERENCES users(id) ON DELETE CASCADE,
  expires_at    timestamptz NOT NULL
);

-- One row per password-reset request, counted per e-mail (as typed, lower-cased) and per IP.
CREATE TABLE password_reset_requests (
  id         bigserial PRIMARY KEY,
  email      text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_email_idx ON password_reset_requests (email, created_at);
CREATE INDEX password_reset_requests_ip_idx ON password_reset_requests (ip, created_at);
