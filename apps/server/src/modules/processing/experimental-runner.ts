import type { FastifyInstance } from 'fastify';
import { claimTask, finishTask, linkById, requeueRunning, setProcessingStatus, settleRun } from './tasks.queries.ts';
import { runExperimental } from './experimental-run.ts';

export interface ExperimentalRunner {
  /** Starts working through pending tasks if not already doing so. */
  kick(): void;
  idle(): Promise<void>;
  /** Holds new work until the returned function is called (maintenance windows; tests that need a revoke to land first). */
  pause(): () => void;
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
  let paused = false;
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
      await settleRun(app.db, counts.rows[0].company_id, task.task_id);
    }
  };
  r = {
    kick() {
      wanted = true;
      if (running || paused) return;
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
    pause() {
      paused = true;
      return () => {
        paused = false;
        if (wanted) r!.kick();
      };
    },
  };
  runners.set(app, r);
  app.addHook('onClose', async () => {
    closing = true;
    if (running) await running;
  });
  return r;
}
