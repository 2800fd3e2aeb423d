import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { companyBasemap } from './map-config.queries.ts';

/**
 * The basemap style (the company's own, else MAP_STYLE_URL), the old UI's address (LEGACY_URL) and
 * the external dashboard's (GRAFANA_URL); null when unset.
 */
export default function mapConfig(app: FastifyInstance) {
  route(app, links.mapConfig, async (req) => ({
    style_url: (await companyBasemap(app.db, authOf(req).user.companyId)) ?? (app.env.MAP_STYLE_URL.trim() || null),
    legacy_url: app.env.LEGACY_URL ?? null,
    grafana_url: app.env.GRAFANA_URL ?? null,
  }));
}
