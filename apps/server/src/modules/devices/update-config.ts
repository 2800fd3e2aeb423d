import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Device, FILTER_BOUNDS, UpdateConfigBody } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { HttpError, notFound } from '../../plugins/error-handler.ts';
import { updateConfig } from './devices.queries.ts';

/** Checks the numeric bounds of core §5 wherever a plugin carries sigma, b_value or trend_threshold. */
function boundErrors(data: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, { min, max }] of Object.entries(FILTER_BOUNDS)) {
    if (!(field in data)) continue;
    const v = data[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
      errors[`data.${field}`] = [`Ensure this value is a number between ${min} and ${max}.`];
    }
  }
  return errors;
}

/** PATCH /api/map/devices/{id}/update_config/ — merges {tab, plugin, data} into the device's config. */
export default function updateConfigRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/devices/:id/update_config/',
    { schema: { tags: ['devices'], params: IdParams, body: UpdateConfigBody, response: { 200: Device } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const errors = boundErrors(req.body.data);
      if (Object.keys(errors).length) throw new HttpError(400, errors);
      const { tab, plugin, data } = req.body;
      return (await updateConfig(app.db, authOf(req).user.companyId, req.params.id, tab, plugin, data)) ?? Promise.reject(notFound());
    },
  );
}
