import { IngestDetectionsBody, IngestLogsBody, IngestRadarBody, IngestResponse } from '../ingest.ts';
import { endpoint } from '../endpoint.ts';

const ingestAccess = { auth: 'user', permission: 'Platform|change_devices', scope: 'ingest' } as const;

/** Sensors and their gateways push batches here with an API key. */
export const ingest = {
  detections: endpoint({
    method: 'POST',
    path: '/api/ingest/detections/',
    summary: 'A batch of Bluetooth/WiFi detections; live processing follows the commit.',
    description: `Sensors push detections in batches with \`Authorization: Token <api key>\` and an \`Idempotency-Key\`.
The answer (201) comes only after the batch is committed; a retry with the same key and body returns the stored answer
and writes nothing; the same key with another body is refused (422). A bad record rejects the whole batch (400)
naming it: \`{"records": {"3": {"create_time": ["Invalid input"]}}}\`. Fingerprints are keyed again with the
company's secret before storage.`,
    tags: ['ingest'],
    body: IngestDetectionsBody,
    responses: { 201: IngestResponse },
    access: ingestAccess,
  }),
  radar: endpoint({
    method: 'POST',
    path: '/api/ingest/radar/',
    summary: 'Radar interval counts; same idempotency and error rules as detections.',
    tags: ['ingest'],
    body: IngestRadarBody,
    responses: { 201: IngestResponse },
    access: ingestAccess,
  }),
  logs: endpoint({
    method: 'POST',
    path: '/api/ingest/logs/',
    summary: "Device heartbeats and log lines; voltage and temperature update the device's health.",
    tags: ['ingest'],
    body: IngestLogsBody,
    responses: { 201: IngestResponse },
    access: ingestAccess,
  }),
};
