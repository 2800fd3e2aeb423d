-- Several server processes on one PostgreSQL share the live backlog: a process claims a batch's row for a
-- while (a lease) before it processes the batch, and deletes it when done. A claim that ran out (its process
-- died or stalled) is taken by whichever process claims next, so no batch waits on a dead process for longer
-- than the lease. NULL = nobody has claimed it yet.
ALTER TABLE live_backlog ADD COLUMN claimed_until timestamptz;
