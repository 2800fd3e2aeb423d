import { z } from 'zod';

/** Where a report's run is: waiting, being generated, its files ready, or given up. */
export const ReportRunStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type ReportRunStatus = z.infer<typeof ReportRunStatus>;
