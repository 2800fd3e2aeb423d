import ipaddr from 'ipaddr.js';
import type { Queryable } from '../../db/index.ts';

/**
 * Failed sign-in throttling. Failures are counted per (account, client address) and per address,
 * never per account alone, so nobody can lock an owner out from elsewhere: the owner signing in
 * from another address is not slowed by someone else's failures.
 * - (account, address): after 5 failures in 24 hours, each further try waits 1 minute after the
 *   last failure, then 2, 4, 8, capped at 15 minutes. The account is the login text as typed,
 *   lower-cased, so unknown names are limited the same way and nothing tells whether one exists.
 * - address, any accounts: after 20 failures in an hour, the same growing waits.
 * A wrong two-factor code counts as a failure. A successful sign-in clears its (account, address).
 * IPv6 clients are counted by their /64, which one subscriber usually holds whole.
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  pairWindowHours: 24,
  perAddress: 20,
  addressWindowMinutes: 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
} as const;

/** The wait after `failures` failures where waits start at `threshold`: 0, then 60 s doubling to 15 min. */
export function delaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LOGIN_LIMITS.firstDelaySeconds * 2 ** Math.min(failures - threshold, 20), LOGIN_LIMITS.maxDelaySeconds);
}

/** The address failures are counted under: IPv4 as it is, IPv6 by its /64. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

interface Counts {
  pair: number;
  pair_since: number | null;
  address: number;
  address_since: number | null;
}

/** Seconds until this account may be tried again from this address; 0 = now. */
export async function secondsUntilAllowed(db: Queryable, login: string, ip: string): Promise<number> {
  const { rows } = await db.query<Counts>(
    `SELECT count(*) FILTER (WHERE login = lower($1))::int AS pair,
            extract(epoch FROM now() - max(created_at) FILTER (WHERE login = lower($1)))::float8 AS pair_since,
            count(*) FILTER (WHERE created_at > now() - make_interval(mins => $4))::int AS address,
            extract(epoch FROM now() - max(created_at))::float8 AS address_since
       FROM login_attempts
      WHERE ip = $2 AND created_at > now() - make_interval(hours => $3)`,
    [login, addressKey(ip), LOGIN_LIMITS.pairWindowHours, LOGIN_LIMITS.addressWindowMinutes],
  );
  const c = rows[0];
  if (!c) return 0;
  const pairWait = delaySeconds(c.pair, LOGIN_LIMITS.perPair) - (c.pair_since ?? Infinity);
  const addressWait = delaySeconds(c.address, LOGIN_LIMITS.perAddress) - (c.address_since ?? Infinity);
  return Math.max(0, Math.ceil(Math.max(pairWait, addressWait)));
}

export async function recordFailure(db: Queryable, login: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_attempts (login, ip) VALUES (lower($1), $2)', [login, addressKey(ip)]);
}

/** Counters outside every window no longer matter. */
export async function pruneFailures(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE created_at < now() - make_interval(hours => $1)`, [LOGIN_LIMITS.pairWindowHours]);
}

/** A right sign-in clears its own (account, address) failures only. */
export async function clearFailures(db: Queryable, login: string, ip: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE login = lower($1) AND ip = $2', [login, addressKey(ip)]);
}
