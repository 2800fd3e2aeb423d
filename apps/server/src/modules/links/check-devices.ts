import type { Queryable } from '../../db/index.ts';
import type { LinkCreate } from '@roadlens/contract/links';
import { HttpError } from '../../plugins/error-handler.ts';
import { foreignDevices } from './links.queries.ts';

/** A link joins two distinct devices of the caller's company, or names a provider segment. */
export async function checkLinkDevices(db: Queryable, companyId: number, l: LinkCreate): Promise<void> {
  const errors: Record<string, string[]> = {};
  const ids = [l.origin_device_id, l.destination_device_id].filter((x): x is number => x != null);
  const foreign = new Set(await foreignDevices(db, companyId, ids));
  if (l.origin_device_id != null && foreign.has(l.origin_device_id)) errors.origin_device_id = ['No such device.'];
  if (l.destination_device_id != null && foreign.has(l.destination_device_id)) errors.destination_device_id = ['No such device.'];
  if (l.origin_device_id != null && l.origin_device_id === l.destination_device_id)
    errors.destination_device_id = ['Must differ from the origin.'];
  if ((l.origin_device_id == null || l.destination_device_id == null) && !l.provider_segment) {
    errors.origin_device_id ??= ['A link needs an origin and a destination device, or a provider segment.'];
  }
  if (Object.keys(errors).length) throw new HttpError(400, errors);
}
