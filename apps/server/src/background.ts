import type { FastifyInstance } from 'fastify';
import { asBackground } from './db/priority.ts';
import { startExperimentalJobs, startSimulator } from './modules/processing/background.ts';
import { startAlertEvaluation } from './modules/alert-rules/background.ts';
import { startDeliveries } from './modules/actions/worker.ts';
import { startSignRefresh } from './modules/signs/background.ts';
import { startReports } from './modules/reports/worker.ts';
import { startTerminalSimulator } from './modules/processing/terminal-feed.ts';
import { startProviderSimulator } from './modules/processing/provider-feed.ts';
import { startOtherCitySimulator } from './modules/processing/other-city-feed.ts';
import { startActivityDetection } from './modules/activities/background.ts';
import { startKeptTrips } from './modules/grids/kept-trips-loop.ts';
import { startDetectionMaintenance } from './modules/detection-partitions/background.ts';

/**
 * Work that runs beside the HTTP server in `npm start`: job workers, live processing, the
 * simulated city. Each starter returns its stop function; shutdown stops them in reverse.
 */
export type BackgroundStarter = (app: FastifyInstance, opts: { freshSeed: boolean }) => Promise<() => Promise<void>>;

export const BACKGROUND: BackgroundStarter[] = [
  // First: the detections table's partitions exist before anything below writes detections.
  startDetectionMaintenance,
  startExperimentalJobs,
  startSimulator,
  startAlertEvaluation,
  startDeliveries,
  startSignRefresh,
  startReports,
  startTerminalSimulator,
  startProviderSimulator,
  startOtherCitySimulator,
  startActivityDetection,
  startKeptTrips,
];

export async function startBackground(app: FastifyInstance, opts: { freshSeed: boolean }): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  // As background work: on the embedded database, requests' calls go before theirs (db/priority.ts).
  for (const start of BACKGROUND) stops.push(await asBackground(() => start(app, opts)));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
