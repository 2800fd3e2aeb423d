-- Known devices: the keyed fingerprint only (as detections store it), never the MAC or tag id.
CREATE TABLE known_tags (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name         text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('mac', 'tag')),
  fingerprint  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, fingerprint)
);
-- A known device's trips are read by fingerprint.
CREATE INDEX matches_fingerprint_departure_idx ON matches (fingerprint, departure);
