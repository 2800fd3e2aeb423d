-- Known devices (tags) join the objects a rule can watch: "seen" / "not seen for N minutes".
ALTER TABLE alert_rules DROP CONSTRAINT alert_rules_object_type_check;
ALTER TABLE alert_rules ADD CONSTRAINT alert_rules_object_type_check CHECK (object_type IN ('link', 'route', 'device', 'sign', 'tag'));
