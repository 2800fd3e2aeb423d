-- Company settings beyond the profile's: basemap, O/D privacy threshold and retention periods.
ALTER TABLE companies ADD COLUMN basemap_style_url text;
-- Origin/destination cells with fewer trips than this are suppressed.
ALTER TABLE companies ADD COLUMN od_min_trips integer NOT NULL DEFAULT 5 CHECK (od_min_trips >= 2);
-- Raw detections older than this many days may be dropped (intervals stay); NULL keeps them forever.
ALTER TABLE companies ADD COLUMN raw_retention_days integer CHECK (raw_retention_days IS NULL OR raw_retention_days >= 1);
ALTER TABLE companies ADD COLUMN report_retention_days integer NOT NULL DEFAULT 90 CHECK (report_retention_days >= 1);
