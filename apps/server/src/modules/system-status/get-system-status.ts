import type { FastifyInstance } from 'fastify';
import { TaskState } from '@roadlens/contract/system-status';
import { systemStatus } from '@roadlens/contract/endpoints/system-status';
import { route } from '../../lib/route.ts';
import { listMigrations } from '../../db/migrate.ts';
import { VERSION } from '../../lib/version.ts';
import {
  activeSessions,
  companyStatuses,
  databaseSize,
  liveProcessingLag,
  migrationsApplied,
  pendingMail,
  taskCounts,
} from './system-status.queries.ts';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/**
 * Staff only: is the installation healthy? Every figure is
 * read at request time from the running process and the database; nothing is cached.
 */
export default function getSystemStatus(app: FastifyInstance) {
  route(app, systemStatus.get, async () => {
    const db = app.db;
    // Sequential on purpose: PGlite serves one query at a time, and the page refreshes every 30 s.
    const size = await databaseSize(db);
    const migrations = await migrationsApplied(db);
    const known = await listMigrations();
    const companies = await companyStatuses(db);
    const taskRows = await taskCounts(db);
    const live = await liveProcessingLag(db);
    const sessions = await activeSessions(db, app.env.SESSION_IDLE_MINUTES);
    const mail = await pendingMail(db);
    const tasks = Object.fromEntries(TaskState.options.map((s) => [s, taskRows.find((r) => r.state === s)?.n ?? 0])) as Record<
      TaskState,
      number
    >;
    const mem = process.memoryUsage();
    const uptime = process.uptime();
    return {
      generated_at: new Date().toISOString(),
      server: {
        version: VERSION,
        release: app.env.RELEASE,
        started_at: new Date(Date.now() - uptime * 1000).toISOString(),
        uptime_s: Math.round(uptime),
        node: process.version,
      },
      database: {
        kind: db.kind,
        size_bytes: size,
        migration: migrations.level,
        migrations_applied: migrations.count,
        migrations_known: known.length,
      },
      companies: companies.map((c) => ({ ...c, last_ingest: iso(c.last_ingest) })),
      tasks,
      live_processing: {
        links_behind: live.links_behind,
        links_processed: live.links_processed,
        lag_s: live.lag_s === null ? null : Math.round(live.lag_s),
      },
      sessions_active: sessions,
      mail_outbox_pending: mail,
      memory: { rss_bytes: mem.rss, heap_used_bytes: mem.heapUsed, heap_total_bytes: mem.heapTotal },
    };
  });
}
