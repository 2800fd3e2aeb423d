-- Traffic engine: devices, raw sensor data, links and routes, matches, 5-minute intervals, ingest idempotency.

CREATE TABLE devices (
  id                 serial PRIMARY KEY,
  company_id         integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  serial             text NOT NULL,
  name               text NOT NULL DEFAULT '',
  data_source_type   integer NOT NULL DEFAULT 0,
  lat                double precision,
  lng                double precision,
  direction          text,
  -- {tab: {plugin: {...}}}
  config             jsonb NOT NULL DEFAULT '{}',
  commands           jsonb NOT NULL DEFAULT '[]',
  mode               integer NOT NULL DEFAULT 0,
  schedule_status    text NOT NULL DEFAULT '4',
  credit             integer NOT NULL DEFAULT 0,
  processing_status  text NOT NULL DEFAULT 'idle',
  time_zone          text,
  ports              jsonb NOT NULL DEFAULT '[]',
  last_seen          timestamptz,
  detection_rate     double precision,
  voltage            double precision,
  temperature        double precision,
  created_at         timestamptz NOT NULL DEFAULT now(),
  deleted_at         timestamptz
);
-- A serial is unique among a company's live devices (a deleted one may be re-added).
CREATE UNIQUE INDEX devices_company_serial_key ON devices (company_id, serial) WHERE deleted_at IS NULL;

CREATE TABLE detections (
  id           bigserial PRIMARY KEY,
  device_id    integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  fingerprint  text NOT NULL,
  create_time  timestamptz NOT NULL,
  sync_time    timestamptz NOT NULL DEFAULT now(),
  rssi         integer,
  signal       smallint NOT NULL DEFAULT 0,
  tag          text
);
CREATE INDEX detections_device_time_idx ON detections (device_id, create_time);
CREATE INDEX detections_device_fp_time_idx ON detections (device_id, fingerprint, create_time);

CREATE TABLE radar_data (
  id             bigserial PRIMARY KEY,
  device_id      integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  timestamp      timestamptz NOT NULL,
  lane           integer,
  count          integer NOT NULL,
  speed_kmh      double precision,
  occupancy      double precision,
  vehicle_class  text,
  sync_time      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX radar_data_device_time_idx ON radar_data (device_id, timestamp);

CREATE TABLE device_logs (
  id           bigserial PRIMARY KEY,
  device_id    integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  timestamp    timestamptz NOT NULL,
  level        text NOT NULL DEFAULT 'info',
  message      text NOT NULL DEFAULT '',
  voltage      double precision,
  temperature  double precision
);
CREATE INDEX device_logs_device_time_idx ON device_logs (device_id, timestamp);

CREATE TABLE links (
  id                     serial PRIMARY KEY,
  company_id             integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name                   text NOT NULL,
  origin_device_id       integer REFERENCES devices(id) ON DELETE SET NULL,
  destination_device_id  integer REFERENCES devices(id) ON DELETE SET NULL,
  provider_segment       text,
  length_m               double precision NOT NULL,
  geometry               jsonb,
  free_flow_s            double precision,
  max_travel_time_s      double precision NOT NULL DEFAULT 1800,
  match_time             text NOT NULL DEFAULT 'first' CHECK (match_time IN ('first', 'last', 'strongest')),
  sigma                  double precision NOT NULL DEFAULT 2,
  b_value                double precision NOT NULL DEFAULT 0.3,
  trend_threshold        integer NOT NULL DEFAULT 10,
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX links_company_idx ON links (company_id);
CREATE INDEX links_origin_idx ON links (origin_device_id);
CREATE INDEX links_destination_idx ON links (destination_device_id);

CREATE TABLE routes (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE route_links (
  route_id  integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
  position  integer NOT NULL,
  link_id   integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  PRIMARY KEY (route_id, position)
);

-- mode 0 live, 1 experimental; accepted = passed the adaptive filter, reason says why not.
CREATE TABLE matches (
  link_id        integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  mode           smallint NOT NULL DEFAULT 0,
  fingerprint    text NOT NULL,
  departure      timestamptz NOT NULL,
  arrival        timestamptz NOT NULL,
  travel_time_s  double precision NOT NULL,
  accepted       boolean NOT NULL,
  reason         text,
  UNIQUE (link_id, mode, fingerprint, departure)
);
CREATE INDEX matches_link_mode_departure_idx ON matches (link_id, mode, departure);

CREATE TABLE intervals (
  link_id         integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  mode            smallint NOT NULL DEFAULT 0,
  start           timestamptz NOT NULL,
  raw_count       integer NOT NULL,
  accepted_count  integer NOT NULL,
  median_s        double precision,
  mean_s          double precision,
  p85_s           double precision,
  min_s           double precision,
  max_s           double precision,
  speed_kmh       double precision,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, mode, start)
);

CREATE TABLE link_state (
  link_id     integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  mode        smallint NOT NULL DEFAULT 0,
  state       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, mode)
);

-- Experimental processing tasks (one per link of a device's run).
CREATE TABLE processing_tasks (
  id           serial PRIMARY KEY,
  task_id      text NOT NULL,
  company_id   integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  device_id    integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  link_id      integer REFERENCES links(id) ON DELETE CASCADE,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'succeeded', 'failed', 'revoked')),
  params       jsonb NOT NULL,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processing_tasks_task_idx ON processing_tasks (task_id);

CREATE TABLE idempotency_keys (
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  key         text NOT NULL,
  endpoint    text NOT NULL,
  body_hash   text NOT NULL,
  status      integer NOT NULL,
  response    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, key)
);
