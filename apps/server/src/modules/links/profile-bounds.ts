import { badRequest } from '../../plugins/error-handler.ts';

const SLOT_S = 300;
/** A profile covers at most a week of slots: the charts' longest period. */
const MAX_PROFILE_S = 7 * 86400 + SLOT_S;

/** The period widened to whole 5-minute slots; 400 when it is empty or longer than a week. */
export function profileBounds(fromS: number, toS: number): { from: number; to: number } {
  if (!(toS > fromS)) throw badRequest('to', 'Must be after from.');
  const from = Math.floor(fromS / SLOT_S) * SLOT_S;
  const to = Math.ceil(toS / SLOT_S) * SLOT_S;
  if (to - from > MAX_PROFILE_S) throw badRequest('to', 'At most 7 days after from.');
  return { from, to };
}
