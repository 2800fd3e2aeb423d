-- Live intervals (mode 0) regrouped by UTC hour: one row per link and hour holding that hour's
-- twelve 5-minute slots side by side (element 1 starts on the hour). Insight's weekday × hour
-- profile reads one row per hour instead of twelve interval rows, yet still sees each interval's
-- value, so its medians stay exact. Triggers on intervals keep it up to date for every writer.
--   present  whether the slot has an interval row
--   tt       the slot's median travel time when it has accepted trips, else NULL
--   acc      the slot's accepted trips (0 without an interval)
--   raw      the slot's trips before the outlier filter (0 without an interval)
-- Interval starts off the 5-minute grid are left out: Insight's slots never meet them.
CREATE TABLE interval_hours (
  link_id  integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  hour     timestamptz NOT NULL,
  present  boolean[] NOT NULL,
  tt       double precision[] NOT NULL,
  acc      integer[] NOT NULL,
  raw      integer[] NOT NULL,
  PRIMARY KEY (link_id, hour)
);

-- The UTC hour an instant lies in, whatever the session's time zone.
CREATE FUNCTION interval_hours_of(t timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_timestamp(floor(date_part('epoch', t) / 3600) * 3600)
$$;

-- The twelve slots of `old` with those marked in `mask` taken from `new`.
CREATE FUNCTION interval_hours_merge(old anyarray, new anyarray, mask boolean[]) RETURNS anyarray LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(CASE WHEN mask[j] THEN new[j] ELSE old[j] END ORDER BY j) FROM generate_series(1, 12) AS j
$$;

-- Each changed hour is written once per statement, changing only the slots the statement wrote:
-- a row lock then orders concurrent writers of one hour, and each keeps the other's slots, where
-- rebuilding the hour from intervals could miss a row another transaction has not committed yet.
-- Inserted and updated rows set their slots.
CREATE FUNCTION interval_hours_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH c AS (
    SELECT link_id, interval_hours_of(start) AS hour, (extract(epoch FROM start)::bigint % 3600) / 300 + 1 AS j,
           CASE WHEN accepted_count > 0 THEN median_s END AS tt, accepted_count AS acc, raw_count AS raw
      FROM new_rows WHERE mode = 0 AND extract(epoch FROM start) % 300 = 0)
  INSERT INTO interval_hours AS h (link_id, hour, present, tt, acc, raw)
  SELECT k.link_id, k.hour, array_agg(c.j IS NOT NULL ORDER BY g.j), array_agg(c.tt ORDER BY g.j),
         array_agg(COALESCE(c.acc, 0) ORDER BY g.j), array_agg(COALESCE(c.raw, 0) ORDER BY g.j)
    FROM (SELECT DISTINCT link_id, hour FROM c) k
    CROSS JOIN generate_series(1, 12) AS g(j)
    LEFT JOIN c ON c.link_id = k.link_id AND c.hour = k.hour AND c.j = g.j
   GROUP BY k.link_id, k.hour
  ON CONFLICT (link_id, hour) DO UPDATE SET
    tt = interval_hours_merge(h.tt, EXCLUDED.tt, EXCLUDED.present),
    acc = interval_hours_merge(h.acc, EXCLUDED.acc, EXCLUDED.present),
    raw = interval_hours_merge(h.raw, EXCLUDED.raw, EXCLUDED.present),
    present = interval_hours_merge(h.present, EXCLUDED.present, EXCLUDED.present);
  RETURN NULL;
END $$;

-- Clears the slots of these intervals (deleted, or moved to another key by an update); an hour
-- left without any interval loses its row.
CREATE FUNCTION interval_hours_clear(link_ids integer[], starts timestamptz[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT link_id, interval_hours_of(start) AS hour, array_agg((extract(epoch FROM start)::bigint % 3600) / 300 + 1) AS js
               FROM unnest(link_ids, starts) AS x(link_id, start) WHERE extract(epoch FROM start) % 300 = 0 GROUP BY 1, 2),
  m AS (SELECT c.link_id, c.hour, array_agg(g.j = ANY(c.js) ORDER BY g.j) AS mask
          FROM c CROSS JOIN generate_series(1, 12) AS g(j) GROUP BY c.link_id, c.hour)
  UPDATE interval_hours h SET
    present = interval_hours_merge(h.present, array_fill(false, ARRAY[12]), m.mask),
    tt = interval_hours_merge(h.tt, array_fill(NULL::float8, ARRAY[12]), m.mask),
    acc = interval_hours_merge(h.acc, array_fill(0, ARRAY[12]), m.mask),
    raw = interval_hours_merge(h.raw, array_fill(0, ARRAY[12]), m.mask)
    FROM m WHERE h.link_id = m.link_id AND h.hour = m.hour;
  DELETE FROM interval_hours h USING (SELECT DISTINCT link_id, interval_hours_of(start) AS hour FROM unnest(link_ids, starts) AS x(link_id, start)) k
   WHERE h.link_id = k.link_id AND h.hour = k.hour AND NOT (true = ANY(h.present));
$$;

CREATE FUNCTION interval_hours_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM interval_hours_clear(array_agg(link_id), array_agg(start)) FROM old_rows WHERE mode = 0;
  RETURN NULL;
END $$;

CREATE FUNCTION interval_hours_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM interval_hours_clear(array_agg(link_id), array_agg(start))
     FROM (SELECT link_id, start FROM old_rows WHERE mode = 0 EXCEPT SELECT link_id, start FROM new_rows WHERE mode = 0) g;
  RETURN NULL;
END $$;

CREATE FUNCTION interval_hours_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM interval_hours;
  RETURN NULL;
END $$;

CREATE TRIGGER interval_hours_insert AFTER INSERT ON intervals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interval_hours_set();
-- Clearing runs before setting (trigger names order them), so a row that changed key is set last.
CREATE TRIGGER interval_hours_update_1 AFTER UPDATE ON intervals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interval_hours_after_update();
CREATE TRIGGER interval_hours_update_2 AFTER UPDATE ON intervals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interval_hours_set();
CREATE TRIGGER interval_hours_delete AFTER DELETE ON intervals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION interval_hours_after_delete();
CREATE TRIGGER interval_hours_truncate AFTER TRUNCATE ON intervals
  FOR EACH STATEMENT EXECUTE FUNCTION interval_hours_after_truncate();

-- The intervals already stored.
INSERT INTO interval_hours (link_id, hour, present, tt, acc, raw)
SELECT k.link_id, k.hour, array_agg(i.link_id IS NOT NULL ORDER BY g.j), array_agg(CASE WHEN i.accepted_count > 0 THEN i.median_s END ORDER BY g.j),
       array_agg(COALESCE(i.accepted_count, 0) ORDER BY g.j), array_agg(COALESCE(i.raw_count, 0) ORDER BY g.j)
  FROM (SELECT DISTINCT link_id, interval_hours_of(start) AS hour FROM intervals WHERE mode = 0 AND extract(epoch FROM start) % 300 = 0) k
  CROSS JOIN generate_series(1, 12) AS g(j)
  LEFT JOIN intervals i ON i.link_id = k.link_id AND i.mode = 0 AND i.start = k.hour + (g.j - 1) * interval '5 minutes'
 GROUP BY k.link_id, k.hour;
