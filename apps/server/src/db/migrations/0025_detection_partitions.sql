-- Raw detections partitioned by week of create_time (Monday 00:00 UTC to the next Monday), so that
-- dropping a week past every company's retention is dropping a table, not deleting millions of rows,
-- and reads of a time range touch only the weeks they cover. Partitions are named after their
-- Monday (detections_p20261123); the server creates them ahead and drops expired ones
-- (modules/detection-partitions). A default partition takes any row outside the created weeks (a
-- sensor clock far in the past or future), so no insert ever fails for want of a partition.

-- Per-company retention of raw detections, now enforced. Replaces raw_retention_days, which nothing
-- enforced: a value a company chose is kept (within the new bounds); "forever" becomes the longest
-- allowed, so the upgrade itself removes as little as it can. New companies start at 90 days.
ALTER TABLE companies ADD COLUMN detections_retention_days integer NOT NULL DEFAULT 90
  CHECK (detections_retention_days BETWEEN 1 AND 730);
UPDATE companies SET detections_retention_days = LEAST(COALESCE(raw_retention_days, 730), 730);
ALTER TABLE companies DROP COLUMN raw_retention_days;

-- The old table is renamed and its index names freed; its id sequence moves to the new table.
DROP INDEX detections_device_time_idx;
DROP INDEX detections_device_fp_time_idx;
DROP INDEX detections_device_id_idx;
ALTER TABLE detections RENAME TO detections_unpartitioned;
ALTER TABLE detections_unpartitioned RENAME CONSTRAINT detections_pkey TO detections_unpartitioned_pkey;
ALTER TABLE detections_unpartitioned RENAME CONSTRAINT detections_device_id_fkey TO detections_unpartitioned_device_id_fkey;

-- A partitioned table's unique keys must hold the partition key, so the primary key is
-- (id, create_time); id alone stays unique because only its sequence ever assigns it. Nothing
-- references detections by key, and ingest's idempotency rests on idempotency_keys, not on it.
CREATE TABLE detections (
  id           bigint NOT NULL DEFAULT nextval('detections_id_seq'),
  device_id    integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  fingerprint  text NOT NULL,
  create_time  timestamptz NOT NULL,
  sync_time    timestamptz NOT NULL DEFAULT now(),
  rssi         integer,
  signal       smallint NOT NULL DEFAULT 0,
  tag          text,
  PRIMARY KEY (id, create_time)
) PARTITION BY RANGE (create_time);
ALTER SEQUENCE detections_id_seq OWNED BY detections.id;
CREATE TABLE detections_default PARTITION OF detections DEFAULT;

-- One partition per week from the oldest row still within the longest retention (or this week) to
-- two weeks ahead; older or later rows go to the default partition, where the server's retention
-- deletes or re-files them. Week arithmetic is done on UTC timestamps so DST never shifts a bound.
DO $$
DECLARE
  this_week timestamp := date_trunc('week', now() AT TIME ZONE 'UTC');
  last_week timestamp := date_trunc('week', (now() + interval '14 days') AT TIME ZONE 'UTC');
  w timestamp;
BEGIN
  SELECT date_trunc('week', min(create_time) AT TIME ZONE 'UTC') INTO w
    FROM detections_unpartitioned
   WHERE create_time >= now() - interval '730 days' AND create_time < now() + interval '14 days';
  w := LEAST(COALESCE(w, this_week), this_week);
  WHILE w <= last_week LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF detections FOR VALUES FROM (%L) TO (%L)',
      'detections_p' || to_char(w, 'YYYYMMDD'),
      to_char(w, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(w + interval '7 days', 'YYYY-MM-DD') || ' 00:00:00+00');
    w := w + interval '7 days';
  END LOOP;
END $$;

INSERT INTO detections (id, device_id, fingerprint, create_time, sync_time, rssi, signal, tag)
SELECT id, device_id, fingerprint, create_time, sync_time, rssi, signal, tag FROM detections_unpartitioned;
DROP TABLE detections_unpartitioned;

-- The same indexes as before, built once after the rows are in (each partition gets its own).
CREATE INDEX detections_device_time_idx ON detections (device_id, create_time);
CREATE INDEX detections_device_fp_time_idx ON detections (device_id, fingerprint, create_time);
CREATE INDEX detections_device_id_idx ON detections (device_id, id);
