-- Alert rules watch links, routes or sensors; each watched object has one state row per rule, and
-- every change of state is kept with the figures that caused it. Actions (e-mail, webhook) run when
-- a rule's state changes; each run is a delivery row, retried with backoff until it succeeds.

CREATE TABLE alert_rules (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name            text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  object_type     text NOT NULL CHECK (object_type IN ('link', 'route', 'device')),
  -- NULL: every object of the kind, including those added later.
  object_ids      integer[],
  condition       jsonb NOT NULL,
  pending_s       integer NOT NULL DEFAULT 0,
  min_samples     integer NOT NULL DEFAULT 3,
  -- {"from": "22:00", "to": "06:00"} in the company's time zone: states still change, nobody is told.
  quiet_hours     jsonb,
  severity        text NOT NULL DEFAULT 'warning' CHECK (severity IN ('success', 'warning', 'error')),
  evaluated_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_rules_company_idx ON alert_rules (company_id);

CREATE TABLE alert_states (
  rule_id         integer NOT NULL REFERENCES alert_rules(id) ON DELETE CASCADE,
  object_id       integer NOT NULL,
  state           text NOT NULL CHECK (state IN ('ok', 'pending', 'alerting', 'nodata')),
  since           timestamptz NOT NULL,
  -- When the condition first held in this run of true evaluations (pending period).
  pending_since   timestamptz,
  observed        jsonb,
  evaluated_at    timestamptz NOT NULL,
  PRIMARY KEY (rule_id, object_id)
);

CREATE TABLE alert_events (
  id               bigserial PRIMARY KEY,
  company_id       integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  rule_id          integer NOT NULL REFERENCES alert_rules(id) ON DELETE CASCADE,
  object_type      text NOT NULL,
  object_id        integer NOT NULL,
  object_name      text NOT NULL DEFAULT '',
  from_state       text NOT NULL,
  to_state         text NOT NULL,
  at               timestamptz NOT NULL,
  observed         jsonb,
  -- Quiet hours: the change is kept, nobody was told.
  muted            boolean NOT NULL DEFAULT false,
  -- A person closed the alert by hand (to_state 'ok').
  resolved_by      integer REFERENCES users(id) ON DELETE SET NULL,
  acknowledged_by  integer REFERENCES users(id) ON DELETE SET NULL,
  acknowledged_at  timestamptz
);
CREATE INDEX alert_events_object_idx ON alert_events (company_id, object_type, object_id, at DESC);
CREATE INDEX alert_events_rule_idx ON alert_events (rule_id, object_id, at DESC);

CREATE TABLE actions (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name            text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('email', 'webhook')),
  -- email: {"recipients": [...]}; webhook: {"url": "..."}
  config          jsonb NOT NULL,
  -- Webhook signing secret, sealed with the server's key.
  secret_sealed   text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX actions_company_idx ON actions (company_id);

CREATE TABLE alert_rule_actions (
  rule_id    integer NOT NULL REFERENCES alert_rules(id) ON DELETE CASCADE,
  action_id  integer NOT NULL REFERENCES actions(id) ON DELETE CASCADE,
  PRIMARY KEY (rule_id, action_id)
);
CREATE INDEX alert_rule_actions_action_idx ON alert_rule_actions (action_id);

CREATE TABLE action_deliveries (
  id               bigserial PRIMARY KEY,
  company_id       integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  action_id        integer NOT NULL REFERENCES actions(id) ON DELETE CASCADE,
  event_id         bigint REFERENCES alert_events(id) ON DELETE SET NULL,
  test             boolean NOT NULL DEFAULT false,
  payload          jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- Each attempt: {"at", "status_code", "error"}.
  log              jsonb NOT NULL DEFAULT '[]',
  created_at       timestamptz NOT NULL DEFAULT now(),
  delivered_at     timestamptz
);
CREATE INDEX action_deliveries_due_idx ON action_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX action_deliveries_action_idx ON action_deliveries (action_id, created_at DESC);
