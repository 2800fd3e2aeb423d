import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { cachedRoute } from '../../lib/cached-route.ts';
import { drawnLinks } from './drawn-links.queries.ts';
import { encodeDrawnLinks } from './drawn-links.encode.ts';

/**
 * Every link as the live map draws it, in one compact answer. Kept like the link list (list-links.ts):
 * per company until a link, an interval, or a device (a link without its own line is drawn between its
 * sensors) is written, and at most a second, as the current interval ages with the clock.
 */
export default function drawnLinksRoute(app: FastifyInstance) {
  cachedRoute(
    app,
    links.drawn,
    { tables: ['links', 'intervals', 'devices'], scope: (req) => authOf(req).user.companyId, maxAgeMs: 1000 },
    async (req) => encodeDrawnLinks(await drawnLinks(app.db, authOf(req).user.companyId)),
  );
}
