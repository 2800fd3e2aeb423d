-- Figures the System Status page and the sensor lists read on every visit, kept up to date by the
-- ingest transactions instead of counted over the detections table at read time: per device and
-- minute of sensor time, the detections and radar vehicles of the last hour (older minutes are
-- pruned as the device sends more), and when the device's newest detection and radar rows arrived.
CREATE TABLE device_minute_counts (
  device_id   integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  minute      timestamptz NOT NULL,
  detections  integer NOT NULL DEFAULT 0,
  vehicles    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (device_id, minute)
);

ALTER TABLE devices ADD COLUMN detections_synced_at timestamptz;
ALTER TABLE devices ADD COLUMN radar_synced_at timestamptz;

-- Existing data: the newest row of each device (index (device_id, id)) and the last hour's counts
-- (index (device_id, create_time) / (device_id, timestamp)).
UPDATE devices d SET
  detections_synced_at = (SELECT x.sync_time FROM detections x WHERE x.device_id = d.id ORDER BY x.id DESC LIMIT 1),
  radar_synced_at = (SELECT r.sync_time FROM radar_data r WHERE r.device_id = d.id ORDER BY r.id DESC LIMIT 1);

INSERT INTO device_minute_counts (device_id, minute, detections, vehicles)
SELECT d.id, m.minute, sum(m.detections)::int, sum(m.vehicles)::int
  FROM devices d,
  LATERAL (
    SELECT date_trunc('minute', x.create_time) AS minute, count(*) AS detections, 0 AS vehicles
      FROM detections x WHERE x.device_id = d.id AND x.create_time >= date_trunc('minute', now()) - interval '59 minutes' AND x.create_time <= now()
     GROUP BY 1
    UNION ALL
    SELECT date_trunc('minute', r.timestamp), 0, sum(r.count)
      FROM radar_data r WHERE r.device_id = d.id AND r.timestamp >= date_trunc('minute', now()) - interval '59 minutes' AND r.timestamp <= now()
     GROUP BY 1
  ) m
 GROUP BY 1, 2;
