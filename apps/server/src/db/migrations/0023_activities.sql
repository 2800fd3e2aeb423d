-- Port activities. A terminal is a port company's gate-in → gate-out link (its two sensors) with
-- an optional yard sensor between them; the link's live matches are the trucks' visits.
CREATE TABLE terminals (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name            text NOT NULL,
  link_id         integer NOT NULL UNIQUE REFERENCES links(id) ON DELETE CASCADE,
  yard_device_id  integer REFERENCES devices(id) ON DELETE SET NULL
);
CREATE INDEX terminals_company_idx ON terminals (company_id);

-- A truck's booked slot at the terminal, as the terminal's appointment system hands it out.
CREATE TABLE port_appointments (
  id                 serial PRIMARY KEY,
  company_id         integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  tag_id             integer NOT NULL REFERENCES known_tags(id) ON DELETE CASCADE,
  rendezvous_number  text NOT NULL,
  window_start       timestamptz NOT NULL,
  window_end         timestamptz NOT NULL CHECK (window_end > window_start),
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, rendezvous_number)
);
CREATE INDEX port_appointments_tag_idx ON port_appointments (tag_id, window_start);

-- A known truck's visit (gate-in → gate-out), awaiting an operator's decision. The unique key is
-- the visit itself, so detectors running in several server processes insert it once.
CREATE TABLE activities (
  id                 serial PRIMARY KEY,
  company_id         integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  terminal_id        integer REFERENCES terminals(id) ON DELETE SET NULL,
  terminal_name      text NOT NULL,
  tag_id             integer REFERENCES known_tags(id) ON DELETE SET NULL,
  tag_name           text NOT NULL,
  fingerprint        text NOT NULL,
  appointment_id     integer REFERENCES port_appointments(id) ON DELETE SET NULL,
  rendezvous_number  text,
  window_start       timestamptz,
  window_end         timestamptz,
  arrived_at         timestamptz NOT NULL,
  gate_in_at         timestamptz NOT NULL,
  yard_at            timestamptz,
  gate_out_at        timestamptz NOT NULL,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  comment            text,
  decided_by         integer REFERENCES users(id) ON DELETE SET NULL,
  decided_by_name    text,
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, fingerprint, gate_in_at)
);
CREATE INDEX activities_company_gate_in_idx ON activities (company_id, gate_in_at DESC);
