/** What a file says about itself: the report, company, period and when it was made. */
export interface RenderInfo {
  title: string;
  company: string;
  source: string;
  period: { from: string; to: string };
  timeZone: string;
  generatedAt: string;
  hourly: boolean;
}

export const SOURCE_NAMES: Record<string, string> = {
  insight: 'Insight',
  traffic_stats: 'Traffic Stats',
  route_monitoring: 'Route Monitoring',
  tabular: 'Tabular data',
};
