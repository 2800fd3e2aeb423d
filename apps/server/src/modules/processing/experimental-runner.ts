import type { FastifyInstance } from 'fastify';
import { claimTask, finishTask, linkById, requeueRunning, setProcessingStatus, taskCounts } from './tasks.queries.ts';
import { runExperimental } from './experimental-run.ts';
import { deviceProgress } from '@roadlens/traffic';

export interface ExperimentalRunner {
  /** Starts working through pending tasks if not already doing so. */
  kick(): void;
  idle(): Promise<void>;
  /** At server start: tasks a killed process left running go back to pending. */
  recover(): Promise<void>;
}

const runners = new WeakMap<FastifyInstance, ExperimentalRunner>();

/**
 * Experimental processing jobs: rows in processing_tasks (the durable queue) worked in-process one
 * at a time, so a job never starves live processing of the 2 cores. See docs/decisions/ on pg-boss.
 */
export function experimentalRunner(app: FastifyInstance): ExperimentalRunner {
  let r = runners.get(app);
  if (r) return r;
  let running: Promise<void> | null = null;
  let closing = false;
  // Set by every kick: a kick that lands while the loop is finishing still gets a pass.
  let wanted = false;
  const loop = async () => {
    while (!closing) {
      const task = await claimTask(app.db);
      if (!task) return;
      let failed: string | null = null;
      try {
        await setProcessingStatus(app.db, task.device_id, 'processing');
        if (task.link_id !== null) {
          const link = await linkById(app.db, task.link_id);
          if (link) await app.db.transaction((tx) => runExperimental(tx, link, task.params));
        }
      } catch (err) {
        app.log.error({ err, task: task.task_id }, 'experimental processing failed');
        failed = 'Processing failed.';
      }
      await finishTask(app.db, task.id, failed ? 'failed' : 'succeeded', failed);
      const counts = await app.db.query<{ company_id: number }>('SELECT company_id FROM devices WHERE id = $1', [task.device_id]);
      const c = await taskCounts(app.db, counts.rows[0].company_id, task.task_id);
      if (c && c.pending === 0 && c.running === 0) {
        const p = deviceProgress(c);
        await setProcessingStatus(app.db, task.device_id, p.state === 'failed' ? 'processing_failed' : 'processing_finished');
      }
    }
  };
  r = {
    kick() {
      wanted = true;
      if (running) return;
      running = (async () => {
        while (wanted && !closing) {
          wanted = false;
          await loop();
        }
      })()
        .catch((err) => app.log.error({ err }, 'experimental runner stopped'))
        .finally(() => {
          running = null;
        });
    },
    idle: async () => {
      while (running) await running;
    },
    recover: () => requeueRunning(app.db),
  };
  runners.set(app, r);
  app.addHook('onClose', async () => {
    closing = true;
    if (running) await running;
  });
  return r;
}
