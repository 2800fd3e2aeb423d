-- SSO client secrets are sealed at rest (AES-256-GCM under the server's SECRET_KEY). The old
-- plaintext column is kept only until the server seals its values at start and clears them.
ALTER TABLE sso_providers RENAME COLUMN client_secret TO legacy_client_secret;
ALTER TABLE sso_providers ALTER COLUMN legacy_client_secret DROP NOT NULL;
ALTER TABLE sso_providers ADD COLUMN client_secret_sealed text;

-- API keys: several per user, each named, scoped (ingest, read), optionally expiring, revocable.
ALTER TABLE api_keys DROP CONSTRAINT api_keys_user_id_key;
ALTER TABLE api_keys ADD COLUMN name text NOT NULL DEFAULT 'API key';
ALTER TABLE api_keys ADD COLUMN scopes text[] NOT NULL DEFAULT '{}';
ALTER TABLE api_keys ADD COLUMN expires_at timestamptz;
ALTER TABLE api_keys ADD COLUMN revoked_at timestamptz;
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at);
-- Keys made before scopes were sensors' keys: they keep sending and reading data, never managing.
UPDATE api_keys SET scopes = '{ingest,read}', name = 'Sensor key';

-- Failed sign-ins, kept for staff to read (the counters in login_attempts are pruned).
CREATE TABLE login_audit (
  id         bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  username   text NOT NULL,
  user_id    integer REFERENCES users(id) ON DELETE SET NULL,
  ip         text NOT NULL,
  user_agent text,
  reason     text NOT NULL
);
CREATE INDEX login_audit_time_idx ON login_audit (created_at, id);
CREATE INDEX login_audit_username_idx ON login_audit (lower(username), created_at);
CREATE INDEX login_audit_ip_idx ON login_audit (ip, created_at);
CREATE INDEX login_attempts_pair_idx ON login_attempts (login, ip, created_at);
