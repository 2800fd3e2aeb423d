-- Signs join the objects a rule can watch, and an action can put a message on a sign while a rule alerts.
ALTER TABLE alert_rules DROP CONSTRAINT alert_rules_object_type_check;
ALTER TABLE alert_rules ADD CONSTRAINT alert_rules_object_type_check CHECK (object_type IN ('link', 'route', 'device', 'sign'));
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check CHECK (kind IN ('email', 'webhook', 'sign_override'));
