-- Notifications: one row per recipient; deleted rows are kept (soft delete) as DRF did.
CREATE TABLE notifications (
  id               serial PRIMARY KEY,
  recipient_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  unread           boolean NOT NULL DEFAULT true,
  level            text NOT NULL CHECK (level IN ('success', 'error', 'warning')),
  actor_type       text NOT NULL CHECK (actor_type IN ('alertbind', 'company', 'report', 'activity', 'other')),
  actor_object_id  integer,
  verb             text NOT NULL,
  description      text,
  data             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  deleted          boolean NOT NULL DEFAULT false
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, deleted, unread, created_at DESC);
