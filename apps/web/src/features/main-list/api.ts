/** One row of GET /api/map/links/sparklines/ (server: modules/links/list-sparklines.ts). */
export interface LinkSparkline {
  id: number;
  name: string;
  length_m: number;
  interval_start: number | null;
  travel_time_s: number | null;
  speed_kmh: number | null;
  count: number;
  free_flow_s: number | null;
  delay_s: number | null;
  trend: { t: number; travel_time_s: number | null; speed_kmh: number | null }[];
}

export const KINDS = ['links', 'routes', 'sensors'] as const;
export type Kind = (typeof KINDS)[number];
export const TREND_HOURS = ['3', '6', '12', '24'] as const;
