-- Matches are written in time order, but the key (link_id, mode, fingerprint, departure) put a
-- random hash third, so every insert landed on a random B-tree page, and a second index on
-- (link_id, mode, departure) was needed for time-range reads. One unique key ordered by time
-- instead: inserts append, range reads use its prefix, and one index is maintained, not two.
-- ON CONFLICT (link_id, mode, fingerprint, departure) still infers it (the column set is the same).
ALTER TABLE matches DROP CONSTRAINT matches_link_id_mode_fingerprint_departure_key;
DROP INDEX matches_link_mode_departure_idx;
ALTER TABLE matches ADD CONSTRAINT matches_link_mode_departure_fingerprint_key UNIQUE (link_id, mode, departure, fingerprint);
