import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { comparisonIntervals, comparisonSamples, linksOfDevice } from './detail.queries.ts';
import { findDevice } from './devices.queries.ts';

/** Samples per mode: enough for a scatter of a few days of one link, small enough for the browser. */
const MAX_SAMPLES = 5000;
const MAX_PERIOD_S = 31 * 86400;

/**
 * Live vs experimental intervals and every match with its filter verdict for one of the device's
 * links, so the processing screen can show both results on one chart with the rejected samples
 * visible before writing experimental to live.
 */
export default function processingComparison(app: FastifyInstance) {
  route(app, devices.comparison, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { from, to, link_id } = req.query;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (to - from > MAX_PERIOD_S) throw badRequest('to', 'The period may be at most 31 days.');
    if (!(await findDevice(app.db, companyId, req.params.id))) throw notFound();
    const links = await linksOfDevice(app.db, companyId, req.params.id);
    if (link_id !== undefined && !links.some((l) => l.id === link_id)) throw badRequest('link_id', 'Not a link of this device.');
    const linkId = link_id ?? links[0]?.id ?? null;
    if (linkId === null) return { links, link_id: null, live: [], experimental: [], samples: [], samples_truncated: false };
    const live = await comparisonIntervals(app.db, linkId, 0, from, to);
    const experimental = await comparisonIntervals(app.db, linkId, 1, from, to);
    const liveSamples = await comparisonSamples(app.db, linkId, 0, from, to, MAX_SAMPLES + 1);
    const expSamples = await comparisonSamples(app.db, linkId, 1, from, to, MAX_SAMPLES + 1);
    const truncated = liveSamples.length > MAX_SAMPLES || expSamples.length > MAX_SAMPLES;
    const samples = [...liveSamples.slice(0, MAX_SAMPLES), ...expSamples.slice(0, MAX_SAMPLES)];
    return { links, link_id: linkId, live, experimental, samples, samples_truncated: truncated };
  });
}
