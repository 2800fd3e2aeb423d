/**
 * Error reporting: on only when a DSN is configured, with fixed sample rates —
 * traces 1, session replay 0.1, replay on error 1. Loaded lazily so it costs nothing when off.
 */
export const REPORTING_RATES = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export async function initErrorReporting(dsn: string | undefined, release: string): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    release,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...REPORTING_RATES,
  });
  return true;
}
