-- Grids: named sets of zones, each an outline drawn on the map or a group of the company's sensors.
CREATE TABLE grids (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grids_company_idx ON grids (company_id);

-- An outline zone keeps its GeoJSON polygon; which sensors lie inside is worked out when read, so
-- a sensor added or moved later is counted without editing the grid.
CREATE TABLE grid_zones (
  id        serial PRIMARY KEY,
  grid_id   integer NOT NULL REFERENCES grids(id) ON DELETE CASCADE,
  position  integer NOT NULL,
  name      text NOT NULL,
  kind      text NOT NULL CHECK (kind IN ('polygon', 'sensors')),
  polygon   jsonb,
  CHECK ((kind = 'polygon') = (polygon IS NOT NULL))
);
CREATE INDEX grid_zones_grid_idx ON grid_zones (grid_id, position);

CREATE TABLE grid_zone_devices (
  zone_id    integer NOT NULL REFERENCES grid_zones(id) ON DELETE CASCADE,
  device_id  integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  PRIMARY KEY (zone_id, device_id)
);
CREATE INDEX grid_zone_devices_device_idx ON grid_zone_devices (device_id);

-- Editing grids is a new permission: roles that may already edit known devices may edit grids too.
UPDATE groups SET permissions = array_append(permissions, 'Platform|change_grids')
 WHERE 'Platform|change_tags' = ANY (permissions) AND NOT ('Platform|change_grids' = ANY (permissions));
