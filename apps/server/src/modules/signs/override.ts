import type { Queryable } from '../../db/index.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { refreshSign } from './evaluate.ts';
import { clearTaggedOverride, findSign, writeOverride, type SignRow } from './signs.queries.ts';

export interface SignOverride {
  lines: string[];
  /** When the override ends by itself; required and in the future. */
  expires_at: string | Date;
  reason: string;
}

/**
 * Puts an operator message on a sign until it expires, logs the change and returns the sign
 * (null when it is not the company's). The one entry point for overrides: the API route and
 * alert actions both call it. An expiry missing or not in the future is a 400 on `expires_at`.
 */
export async function setSignOverride(
  db: Queryable,
  companyId: number,
  signId: number,
  o: SignOverride,
  now = new Date(),
): Promise<SignRow | null> {
  const expires = o.expires_at instanceof Date ? o.expires_at : new Date(o.expires_at);
  if (!o.expires_at || Number.isNaN(expires.getTime())) throw badRequest('expires_at', 'An override needs an expiry.');
  if (expires.getTime() <= now.getTime()) throw badRequest('expires_at', 'The expiry must be in the future.');
  if (!o.lines.length) throw badRequest('lines', 'An override needs at least one line.');
  if (!(await writeOverride(db, companyId, signId, { lines: o.lines, expires_at: expires, reason: o.reason }))) return null;
  return refreshSign(db, companyId, signId, now);
}

/** Ends a sign's override now; null when the sign is not the company's. */
export async function clearSignOverride(db: Queryable, companyId: number, signId: number): Promise<SignRow | null> {
  if (!(await writeOverride(db, companyId, signId, null))) return null;
  return refreshSign(db, companyId, signId);
}

/**
 * Ends a sign's override only when it is still the one a caller put up, known by the `tag` its
 * reason ends with; another message set since stays. Null when the sign is not the company's.
 */
export async function clearSignOverrideIfTagged(
  db: Queryable,
  companyId: number,
  signId: number,
  tag: string,
): Promise<{ sign: SignRow; cleared: boolean } | null> {
  if (!(await findSign(db, companyId, signId))) return null;
  const cleared = await clearTaggedOverride(db, companyId, signId, tag);
  const sign = await refreshSign(db, companyId, signId);
  return sign ? { sign, cleared } : null;
}
