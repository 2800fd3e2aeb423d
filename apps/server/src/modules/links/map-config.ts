import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapConfig } from '@roadlens/contract/live-map';

/** GET /api/map/map_config/ — the basemap style from MAP_STYLE_URL; null means the offline background. */
export default function mapConfig(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/map_config/',
    { schema: { tags: ['links'], response: { 200: MapConfig } }, config: { access: { auth: 'user' } } },
    async () => ({ style_url: app.env.MAP_STYLE_URL.trim() || null }),
  );
}
