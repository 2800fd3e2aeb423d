-- Public share links of a view (Traffic Stats) with the view's parameters locked, and junctions.

CREATE TABLE shares (
  uuid        uuid PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  view        text NOT NULL,
  params      jsonb NOT NULL,
  title       text NOT NULL DEFAULT '',
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shares_company_idx ON shares (company_id, created_at DESC);

-- A junction: arms around a centre; each arm has the sensor that sees vehicles coming in
-- (approach) and the one that sees them leaving (exit), often the same Bluetooth sensor.
CREATE TABLE junctions (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name        text NOT NULL,
  lat         double precision,
  lng         double precision,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX junctions_company_idx ON junctions (company_id);

CREATE TABLE junction_arms (
  junction_id         integer NOT NULL REFERENCES junctions(id) ON DELETE CASCADE,
  position            integer NOT NULL,
  name                text NOT NULL,
  approach_device_id  integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  exit_device_id      integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  PRIMARY KEY (junction_id, position)
);
