-- Variable message signs: the routes each announces, a template per line and the safety rails.
CREATE TABLE signs (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name            text NOT NULL,
  lat             float8 NOT NULL,
  lng             float8 NOT NULL,
  -- [{template, fallback}] in display order.
  lines           jsonb NOT NULL,
  rounding_min    integer NOT NULL DEFAULT 1 CHECK (rounding_min IN (1, 2, 5)),
  max_minutes     integer NOT NULL DEFAULT 60 CHECK (max_minutes >= 1),
  min_confidence  float8 NOT NULL DEFAULT 0.3,
  max_age_min     integer NOT NULL DEFAULT 15 CHECK (max_age_min >= 1),
  -- An operator message always carries its end.
  override_lines       jsonb,
  override_expires_at  timestamptz,
  override_reason      text,
  CHECK ((override_lines IS NULL) = (override_expires_at IS NULL)),
  -- What the sign shows now (the latest message log row, kept here for one-row reads).
  shown_lines     jsonb,
  shown_reason    text,
  shown_detail    text,
  shown_since     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signs_company ON signs (company_id);

CREATE TABLE sign_routes (
  sign_id          integer NOT NULL REFERENCES signs(id) ON DELETE CASCADE,
  route_id         integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
  position         integer NOT NULL,
  speed_limit_kmh  float8 NOT NULL CHECK (speed_limit_kmh > 0),
  PRIMARY KEY (sign_id, route_id)
);
CREATE INDEX sign_routes_route ON sign_routes (route_id);

-- Every change of a sign's text, with why.
CREATE TABLE sign_messages (
  id       bigserial PRIMARY KEY,
  sign_id  integer NOT NULL REFERENCES signs(id) ON DELETE CASCADE,
  at       timestamptz NOT NULL DEFAULT now(),
  lines    jsonb NOT NULL,
  reason   text NOT NULL,
  detail   text NOT NULL DEFAULT ''
);
CREATE INDEX sign_messages_sign_at ON sign_messages (sign_id, at);
