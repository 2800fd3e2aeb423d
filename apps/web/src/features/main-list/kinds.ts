/** What the dashboard list shows: links, routes or sensors. */
export const KINDS = ['links', 'routes', 'sensors'] as const;
export type Kind = (typeof KINDS)[number];
/** The trend lengths of the links table, in hours. */
export const TREND_HOURS = ['3', '6', '12', '24'] as const;
