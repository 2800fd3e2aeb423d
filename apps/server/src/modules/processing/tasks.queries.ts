import { deviceProgress, type TaskCounts } from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';

export interface TaskParams {
  from: number;
  to: number;
  sigma: number;
  b_value: number;
  trend_threshold: number;
}

export async function createTasks(
  db: Queryable,
  taskId: string,
  companyId: number,
  deviceId: number,
  linkIds: Array<number | null>,
  params: TaskParams,
): Promise<void> {
  await db.query(
    `INSERT INTO processing_tasks (task_id, company_id, device_id, link_id, params)
     SELECT $1, $2, $3, l, $5::jsonb FROM unnest($4::int[]) AS x(l)`,
    [taskId, companyId, deviceId, linkIds, JSON.stringify(params)],
  );
}

export async function taskCounts(db: Queryable, companyId: number, taskId: string): Promise<(TaskCounts & { device_id: number }) | null> {
  const { rows } = await db.query<TaskCounts & { device_id: number | null }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE state IN ('failed', 'revoked'))::int AS failed,
            count(*) FILTER (WHERE state = 'pending')::int AS pending,
            count(*) FILTER (WHERE state = 'running')::int AS running,
            count(*) FILTER (WHERE state = 'succeeded')::int AS succeeded,
            min(device_id) AS device_id
       FROM processing_tasks WHERE task_id = $1 AND company_id = $2`,
    [taskId, companyId],
  );
  return rows[0].total === 0 ? null : (rows[0] as TaskCounts & { device_id: number });
}

export async function revokeTasks(db: Queryable, companyId: number, taskId: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE processing_tasks SET state = 'revoked', updated_at = now() WHERE task_id = $1 AND company_id = $2 AND state = 'pending'`,
    [taskId, companyId],
  );
  return rowCount;
}

/** Once no part of a run is pending or running, the device's processing status gives the run's outcome. */
export async function settleRun(db: Queryable, companyId: number, taskId: string): Promise<void> {
  const c = await taskCounts(db, companyId, taskId);
  if (!c || c.pending > 0 || c.running > 0) return;
  await setProcessingStatus(db, c.device_id, deviceProgress(c).state === 'failed' ? 'processing_failed' : 'processing_finished');
}

export interface ClaimedTask {
  id: number;
  task_id: string;
  device_id: number;
  link_id: number | null;
  params: TaskParams;
}

/** Takes the oldest pending task (SKIP LOCKED so several workers on PostgreSQL never share one). */
export async function claimTask(db: Queryable): Promise<ClaimedTask | null> {
  const { rows } = await db.query<ClaimedTask>(
    `UPDATE processing_tasks SET state = 'running', updated_at = now()
      WHERE id = (SELECT id FROM processing_tasks WHERE state = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, task_id, device_id, link_id, params`,
  );
  return rows[0] ?? null;
}

export async function finishTask(db: Queryable, id: number, state: 'succeeded' | 'failed', error: string | null): Promise<void> {
  await db.query('UPDATE processing_tasks SET state = $2, error = $3, updated_at = now() WHERE id = $1', [id, state, error]);
}

/** Tasks left running by a killed process go back to pending at start. */
export async function requeueRunning(db: Queryable): Promise<void> {
  await db.query(`UPDATE processing_tasks SET state = 'pending' WHERE state = 'running'`);
}

export async function setProcessingStatus(db: Queryable, deviceId: number, status: string): Promise<void> {
  await db.query('UPDATE devices SET processing_status = $2 WHERE id = $1', [deviceId, status]);
}

export async function linkById(db: Queryable, id: number) {
  const { rows } = await db.query<import('./processing.queries.ts').LinkRow>(
    `SELECT id, company_id, origin_device_id, destination_device_id, length_m, free_flow_s, max_travel_time_s,
            match_time, sigma, b_value, trend_threshold FROM links WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Promotes experimental results of a period to live: live rows of the period are replaced. */
export async function copyExperimentalToLive(
  db: Queryable,
  linkIds: number[],
  from: number,
  to: number,
): Promise<{ matches: number; intervals: number }> {
  await db.query(
    `DELETE FROM matches WHERE link_id = ANY($1::int[]) AND mode = 0 AND arrival >= to_timestamp($2) AND arrival < to_timestamp($3)`,
    [linkIds, from, to],
  );
  const m = await db.query(
    `INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted, reason)
     SELECT link_id, 0, fingerprint, departure, arrival, travel_time_s, accepted, reason FROM matches
      WHERE link_id = ANY($1::int[]) AND mode = 1 AND arrival >= to_timestamp($2) AND arrival < to_timestamp($3)
     ON CONFLICT (link_id, mode, fingerprint, departure) DO NOTHING`,
    [linkIds, from, to],
  );
  await db.query(
    `DELETE FROM intervals WHERE link_id = ANY($1::int[]) AND mode = 0 AND start >= to_timestamp($2) AND start < to_timestamp($3)`,
    [linkIds, from, to],
  );
  const i = await db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh)
     SELECT link_id, 0, start, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh FROM intervals
      WHERE link_id = ANY($1::int[]) AND mode = 1 AND start >= to_timestamp($2) AND start < to_timestamp($3)`,
    [linkIds, from, to],
  );
  return { matches: m.rowCount, intervals: i.rowCount };
}
