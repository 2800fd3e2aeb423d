-- Live processing runs after the ingest commit, in memory. A row per acknowledged detection batch,
-- written in the batch's own transaction and deleted once its links are processed, lets a server
-- that died in between redo that work at its next start (match inserts are idempotent).
CREATE TABLE live_backlog (
  id          bigserial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  device_ids  integer[] NOT NULL,
  from_time   timestamptz NOT NULL,
  to_time     timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
