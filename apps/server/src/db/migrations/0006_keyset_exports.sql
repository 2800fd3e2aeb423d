-- Exports page one device's rows by id (WHERE device_id = $1 AND id > $2 ORDER BY id LIMIT n): without
-- this index each page either walks the whole primary key or sorts all the device's rows again.
CREATE INDEX detections_device_id_idx ON detections (device_id, id);
CREATE INDEX radar_data_device_id_idx ON radar_data (device_id, id);
CREATE INDEX device_logs_device_id_idx ON device_logs (device_id, id);
