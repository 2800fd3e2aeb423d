import type { ReportSource } from '@roadlens/contract/reports';
import type { Collector } from './context.ts';
import { collectInsight } from './insight.ts';
import { collectRouteMonitoring } from './route-monitoring.ts';
import { collectTabular } from './tabular.ts';
import { collectTrafficStats } from './traffic-stats.ts';

/** Each source's collector: the server's own computation for that screen, run over the report's period. */
export const COLLECTORS: Record<ReportSource, Collector> = {
  insight: collectInsight,
  traffic_stats: collectTrafficStats,
  route_monitoring: collectRouteMonitoring,
  tabular: collectTabular,
};
