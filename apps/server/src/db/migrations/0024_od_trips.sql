-- Origin/destination trips kept ahead of time, per grid, by a background loop, so that a matrix
-- request only aggregates them instead of sorting every sighting by vehicle. A row is one trip as
-- the matrix defines it (a sighting in one zone directly followed by one in another zone of the
-- grid, up to the longest trip a request may allow); the fingerprint is kept so that a vehicle's
-- trips can be redone when a sighting of it arrives late.
CREATE TABLE od_trips (
  grid_id      integer NOT NULL REFERENCES grids(id) ON DELETE CASCADE,
  fingerprint  text NOT NULL,
  origin       integer NOT NULL,
  destination  integer NOT NULL,
  departure    timestamptz NOT NULL,
  travel_s     double precision NOT NULL
);
-- The matrix reads each pair of zones' departures in a period, in order of pair (so no sort of the
-- whole period is needed), from the index alone once the table is vacuumed. Work on a range of
-- departures, or on one vehicle's trips, has its own index.
CREATE INDEX od_trips_cell_idx ON od_trips (grid_id, origin, destination, departure) INCLUDE (travel_s);
CREATE INDEX od_trips_departure_idx ON od_trips (grid_id, departure);
CREATE INDEX od_trips_vehicle_idx ON od_trips (grid_id, fingerprint, departure);

-- Each vehicle's latest sighting at a grid's sensors (when at or after the grid's kept_from), so a
-- trip that starts in one batch of detections and ends in the next is closed without reading back.
CREATE TABLE od_last_sightings (
  grid_id      integer NOT NULL REFERENCES grids(id) ON DELETE CASCADE,
  fingerprint  text NOT NULL,
  t            timestamptz NOT NULL,
  zone_id      integer NOT NULL,
  PRIMARY KEY (grid_id, fingerprint)
);

-- How far each grid's trips are kept: for which (sensor, zone) pairs (zones_key: any change means a
-- rebuild), up to which detection id (seen_id, plus the ids below it not yet committed when last
-- read: holes), for departures from covered_from on (extended back towards wanted_from).
CREATE TABLE od_grid_state (
  grid_id       integer PRIMARY KEY REFERENCES grids(id) ON DELETE CASCADE,
  zones_key     text NOT NULL,
  seen_id       bigint NOT NULL,
  holes         jsonb NOT NULL DEFAULT '[]',
  kept_from     timestamptz NOT NULL,
  covered_from  timestamptz NOT NULL,
  wanted_from   timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
