-- Identity: sign-in attempts (rate limits), the pending two-factor step, password resets,
-- invitations, single sign-on identities and the mail outbox.

-- One row per failed sign-in (wrong password or wrong code); counted per account and per IP
-- within a sliding window, pruned on success and by age.
CREATE TABLE login_attempts (
  id         bigserial PRIMARY KEY,
  login      text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_login_idx ON login_attempts (login, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

-- The step between a right password and a right code: short-lived, at most five wrong codes.
CREATE TABLE two_fa_pending (
  user_id      integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  wrong_codes  integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL
);

-- Enrolment secret waiting for its first code (verify_qr_code), kept apart from the live one.
ALTER TABLE users ADD COLUMN two_fa_pending_secret text;

-- Single-use, expiring reset links; only the SHA-256 of the token is stored.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE invitations (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  email       text NOT NULL,
  group_id    integer REFERENCES groups(id) ON DELETE SET NULL,
  token_hash  text NOT NULL UNIQUE,
  invited_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX invitations_company_idx ON invitations (company_id);
CREATE UNIQUE INDEX invitations_pending_email_key ON invitations (company_id, lower(email)) WHERE accepted_at IS NULL;

-- Per-company OpenID Connect providers and the identities linked through them.
CREATE TABLE sso_providers (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name          text NOT NULL,
  issuer        text NOT NULL,
  client_id     text NOT NULL,
  client_secret text NOT NULL,
  UNIQUE (company_id, name)
);

CREATE TABLE sso_identities (
  provider_id integer NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  subject     text NOT NULL,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (provider_id, subject)
);

-- Mail that is not sent by SMTP (no SMTP_HOST) lands here, so operators can read it.
CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);
