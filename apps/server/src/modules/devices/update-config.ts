import type { FastifyInstance } from 'fastify';
import { FILTER_BOUNDS } from '@roadlens/contract/devices';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { HttpError, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { updateConfig } from './devices.queries.ts';

/** Checks the numeric filter bounds wherever a plugin carries sigma, b_value or trend_threshold. */
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

export default function updateConfigRoute(app: FastifyInstance) {
  route(app, devices.updateConfig, async (req) => {
    const errors = boundErrors(req.body.data);
    if (Object.keys(errors).length) throw new HttpError(400, errors);
    const { tab, plugin, data } = req.body;
    return (await updateConfig(app.db, authOf(req).user.companyId, req.params.id, tab, plugin, data)) ?? Promise.reject(notFound());
  });
}
