import type { FastifyInstance } from 'fastify';
import { shares } from '@roadlens/contract/endpoints/shares';
import { TrafficStatsParams } from '@roadlens/contract/shares';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { bottleneckView, corridorView, scanView } from '../road-analytics/traffic-stats.ts';
import { tokenBuckets } from './rate-limit.ts';
import { activeShare } from './shares.queries.ts';

/** Share reads per client address: a burst of 30, then one every two seconds. */
export const SHARE_BURST = 30;
export const SHARE_PER_MINUTE = 30;

/**
 * The public Traffic Stats share: the share's company and its locked parameters decide everything;
 * the request brings only the share id. Unknown, expired and revoked shares all answer 404, so the
 * page says "expired or revoked" and nobody learns which ids exist.
 */
export default function getSharedTrafficStats(app: FastifyInstance) {
  const limit = tokenBuckets(SHARE_BURST, SHARE_PER_MINUTE);
  route(app, shares.trafficStats, async (req, reply) => {
    const wait = limit.take(req.ip);
    if (wait !== null)
      return reply.code(429).header('retry-after', String(wait)).send({ detail: 'Too many requests.', retry_after_s: wait });
    const share = await activeShare(app.db, req.query.uuid, 'traffic-stats');
    if (!share) throw notFound();
    const p = TrafficStatsParams.parse(share.params);
    const corridor = await corridorView(app.db, share.company_id, p.days);
    const bottlenecks = await bottleneckView(app.db, share.company_id, p.days);
    const scan = p.route_id !== null && p.date !== null ? await scanView(app.db, share.company_id, p.route_id, p.date, p.bin) : null;
    return {
      title: share.title,
      company: share.company,
      expires_at: new Date(share.expires_at).toISOString(),
      params: p,
      corridor,
      bottlenecks,
      scan,
    };
  });
}
