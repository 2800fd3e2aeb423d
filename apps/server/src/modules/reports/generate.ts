import { COLLECTORS } from './collect/index.ts';
import { bucketsOf, type CollectContext } from './collect/context.ts';
import { announceFailed, announceReady, audienceOf, publishProgress, type ReportDeps } from './deliver.ts';
import { failRun, finishRun, insertFile, setProgress, type RenderedFile } from './jobs.queries.ts';
import { SOURCE_NAMES } from './render/info.ts';
import { renderFile } from './render/index.ts';
import { companyProfile, objectOwners } from './reports.queries.ts';
import type { RunRow } from './runs.queries.ts';

/** Thrown when another process took the run over (this one's lease lapsed): this process stops quietly. */
export class LeaseLost extends Error {}

/** A failure worth showing its owner; anything else is reported as a plain failure and logged. */
export class ReportProblem extends Error {}

/** Share of the progress bar collecting takes; rendering the files takes the rest. */
const COLLECT_SHARE = 80;

/**
 * Renders one claimed run: collects the figures, renders each format into the database, marks it
 * done and tells the owner and recipients. Progress renews the lease at every step.
 */
export async function processRun(deps: ReportDeps, run: RunRow): Promise<void> {
  const users = (await audienceOf(deps.db, run)).map((u) => u.id);
  let shown = -1;
  const progress = async (pct: number) => {
    const p = Math.max(0, Math.min(99, Math.round(pct)));
    if (!(await setProgress(deps.db, run.id, run.attempts, p))) throw new LeaseLost();
    // Live events only on visible steps, so a year of days does not send 366 of them.
    if (p >= shown + 5) {
      shown = p;
      await publishProgress(deps, run, users, 'running', p);
    }
  };
  try {
    await progress(0);
    const company = await companyProfile(deps.db, run.company_id);
    const owners = await objectOwners(deps.db, run.spec.objects);
    const objects = run.spec.objects
      .map((o, i) => ({ ...o, name: owners[i]?.name ?? '', company: owners[i]?.company_id }))
      .filter((o) => o.company === run.company_id)
      .map(({ company: _, ...o }) => o);
    if (objects.length === 0) throw new ReportProblem("None of the report's objects exist any more.");
    const period = { from: run.period_from, to: run.period_to };
    const ctx: CollectContext = {
      db: deps.db,
      companyId: run.company_id,
      objects,
      period,
      timeZone: run.time_zone,
      buckets: bucketsOf(period, run.time_zone),
      step: (f) => progress(f * COLLECT_SHARE),
    };
    const data = await COLLECTORS[run.spec.source](ctx);
    const input = {
      info: {
        title: run.spec.name,
        company: company.name,
        source: SOURCE_NAMES[run.spec.source],
        period,
        timeZone: run.time_zone,
        generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        hourly: ctx.buckets.length === 24 && period.from === period.to,
      },
      source: run.spec.source,
      metrics: run.spec.metrics,
      charts: run.spec.charts,
      data,
      units: { speed: company.speed === 'mi__hr' ? 'mi__hr' : 'km__hr', distance: company.distance === 'mi' ? 'mi' : 'km' } as const,
    };
    const files: RenderedFile[] = [];
    for (const [i, format] of run.spec.formats.entries()) {
      files.push(await renderFile(format, input));
      await progress(COLLECT_SHARE + ((100 - COLLECT_SHARE) * (i + 1)) / run.spec.formats.length);
    }
    const finished = await deps.db.transaction(async (tx) => {
      for (const f of files) await insertFile(tx, run.id, f);
      if (!(await finishRun(tx, run.id, run.attempts))) throw new LeaseLost();
      return true;
    });
    if (finished) {
      await publishProgress(deps, run, users, 'done', 100);
      await announceReady(deps, run, run.spec.formats);
    }
  } catch (err) {
    if (err instanceof LeaseLost) return;
    const message = err instanceof ReportProblem ? err.message : 'The report could not be generated.';
    if (!(err instanceof ReportProblem)) deps.log.error({ err, runId: run.id }, 'report run failed');
    if (await failRun(deps.db, run.id, run.attempts, message)) {
      await publishProgress(deps, run, users, 'failed', Math.max(0, shown));
      await announceFailed(deps, run, message);
    }
  }
}
