-- Companies, roles, users, sessions and API keys: everything else is scoped by company_id.

CREATE TABLE companies (
  id                 serial PRIMARY KEY,
  uuid               uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name               text NOT NULL,
  application_type   integer NOT NULL DEFAULT 0,
  data_types         integer[] NOT NULL DEFAULT '{0}',
  grafana_org_id     text,
  driving_direction  text NOT NULL DEFAULT 'right' CHECK (driving_direction IN ('right', 'left')),
  measures           jsonb NOT NULL DEFAULT '{"distance": "km", "speed": "km__hr"}',
  peak_hours         jsonb NOT NULL DEFAULT '{"am": {"from": "07:00", "to": "09:00"}, "pm": {"from": "17:00", "to": "19:00"}}',
  speed_colors       jsonb NOT NULL DEFAULT '[]',
  time_zone          text NOT NULL DEFAULT 'UTC',
  map_center         jsonb,
  -- Per-company key: fingerprints are keyed again with it before storage (raw MACs never stored).
  fingerprint_secret text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- A role: a named set of permissions within one company.
CREATE TABLE groups (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name        text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  UNIQUE (company_id, name)
);

CREATE TABLE users (
  id                  serial PRIMARY KEY,
  company_id          integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  username            text NOT NULL,
  email               text NOT NULL,
  password_hash       text,
  first_name          text NOT NULL DEFAULT '',
  last_name           text NOT NULL DEFAULT '',
  image               text,
  group_id            integer REFERENCES groups(id) ON DELETE SET NULL,
  is_staff            boolean NOT NULL DEFAULT false,
  is_superuser        boolean NOT NULL DEFAULT false,
  is_active           boolean NOT NULL DEFAULT true,
  is_terminal_user    boolean NOT NULL DEFAULT false,
  is_distributor_user boolean NOT NULL DEFAULT false,
  is_expert           boolean NOT NULL DEFAULT false,
  default_route       integer,
  measures            jsonb,
  definition_type     integer NOT NULL DEFAULT 0,
  time_zone           text NOT NULL DEFAULT 'UTC',
  language            text NOT NULL DEFAULT 'en',
  two_fa_enabled      boolean NOT NULL DEFAULT false,
  two_fa_secret       text,
  two_fa_last_step    bigint,
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_login          timestamptz
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_company_idx ON users (company_id);

-- Sessions live in the database so any server process can serve any request.
-- id is the SHA-256 of the cookie value; the cookie itself is never stored.
CREATE TABLE sessions (
  id           text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  -- How the session was opened: 'password' or 'sso:<provider>'.
  method       text NOT NULL DEFAULT 'password',
  user_agent   text,
  ip           text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One API key per user, stored as its SHA-256; shown once at creation.
CREATE TABLE api_keys (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  key_hash     text NOT NULL UNIQUE,
  prefix       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
