import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { zipCsv } from '../data/export-zip.ts';
import { findDevice } from './devices.queries.ts';
import { tmcRowsAfter } from './tmc.queries.ts';

/** A zip with the device's links as a TMC-style location table (link, ends, length, coordinates, free flow). */
export default function downloadTmc(app: FastifyInstance) {
  route(app, devices.downloadTmc, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const device = await findDevice(app.db, companyId, req.params.id);
    if (!device) throw notFound();
    const stream = zipCsv(
      'tmc.csv',
      [
        'location_code',
        'name',
        'origin_serial',
        'destination_serial',
        'length_m',
        'start_lat',
        'start_lng',
        'end_lat',
        'end_lng',
        'free_flow_s',
      ],
      (after) => tmcRowsAfter(app.db, companyId, device.id, after),
      (r) => [
        r.id,
        r.name,
        r.origin_serial,
        r.destination_serial,
        r.length_m,
        r.start_lat,
        r.start_lng,
        r.end_lat,
        r.end_lng,
        r.free_flow_s ?? '',
      ],
      (r) => r.id,
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="tmc-${device.serial.replace(/[^\w.-]/g, '_')}.zip"`)
      .send(stream);
  });
}
