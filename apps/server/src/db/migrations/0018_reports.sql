-- Reports: a saved selection generated now or on a schedule into files by a durable job.
CREATE TABLE reports (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  owner_id     integer REFERENCES users(id) ON DELETE SET NULL,
  name         text NOT NULL,
  source       text NOT NULL CHECK (source IN ('insight', 'traffic_stats', 'route_monitoring', 'tabular')),
  objects      jsonb NOT NULL,
  period       jsonb NOT NULL,
  metrics      jsonb NOT NULL,
  charts       jsonb NOT NULL,
  formats      jsonb NOT NULL,
  schedule     jsonb,
  -- Null follows the company's zone.
  time_zone    text,
  recipients   integer[] NOT NULL DEFAULT '{}',
  email        boolean NOT NULL DEFAULT false,
  -- When the scheduler queues the next run; null without a schedule.
  next_run_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_company_idx ON reports (company_id, id);
CREATE INDEX reports_due_idx ON reports (next_run_at) WHERE next_run_at IS NOT NULL;

-- One generation. `spec` is the report as it was when queued, so editing the report later does
-- not change a run in flight. A running run holds a lease; a process that dies lets it lapse and
-- another process takes the run up again.
CREATE TABLE report_runs (
  id             serial PRIMARY KEY,
  report_id      integer NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  company_id     integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  trigger        text NOT NULL CHECK (trigger IN ('manual', 'schedule')),
  -- The scheduled moment a run of the schedule stands for: one run per moment, however many processes.
  scheduled_for  timestamptz,
  spec           jsonb NOT NULL,
  period_from    date NOT NULL,
  period_to      date NOT NULL,
  time_zone      text NOT NULL,
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress       integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  attempts       integer NOT NULL DEFAULT 0,
  lease_until    timestamptz,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  started_at     timestamptz,
  finished_at    timestamptz,
  UNIQUE (report_id, scheduled_for)
);
CREATE INDEX report_runs_report_idx ON report_runs (report_id, id DESC);
CREATE INDEX report_runs_open_idx ON report_runs (status, lease_until) WHERE status IN ('queued', 'running');
CREATE INDEX report_runs_created_idx ON report_runs (company_id, created_at);

-- A finished run's files, kept in the database so every server process can serve them.
CREATE TABLE report_files (
  run_id        integer NOT NULL REFERENCES report_runs(id) ON DELETE CASCADE,
  format        text NOT NULL CHECK (format IN ('csv', 'xlsx', 'pdf')),
  filename      text NOT NULL,
  content_type  text NOT NULL,
  content       bytea NOT NULL,
  PRIMARY KEY (run_id, format)
);

-- Seeing reports used to include creating them ("See and create reports"); roles that could keep that.
UPDATE groups SET permissions = array_append(permissions, 'Platform|change_report')
 WHERE 'Platform|view_report' = ANY(permissions) AND NOT 'Platform|change_report' = ANY(permissions);
