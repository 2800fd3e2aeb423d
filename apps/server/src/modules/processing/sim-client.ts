import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { ownHost } from '../../lib/allowed-hosts.ts';

export const SIMULATOR_USERNAME = 'simulator';

export type IngestKind = 'detections' | 'radar' | 'logs';

/** The vendor account a simulator sends as: usernames are unique across companies, so each simulator has its own. */
export interface SimAccount {
  username: string;
  /** First name of the account and the start of its key's name ('City' → 'City simulator'). */
  label: string;
}
const CITY_ACCOUNT: SimAccount = { username: SIMULATOR_USERNAME, label: 'City' };

/**
 * The simulated city's sensor vendor account: a user of the company without a password (it cannot
 * sign in) in the Operator group (ingest needs change_devices), and a fresh API key each start; the
 * key lives only in memory, its hash in api_keys, like any other key; its only scope is ingest.
 */
async function simulatorKey(app: FastifyInstance, companyId: number, account: SimAccount): Promise<string> {
  const { rows: found } = await app.db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND username = $2', [
    companyId,
    account.username,
  ]);
  let userId = found[0]?.id;
  if (userId === undefined) {
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO users (company_id, username, email, first_name, last_name, group_id, time_zone)
       SELECT $1, $2, $2 || '@demo.local', $3, 'Simulator', (SELECT id FROM groups WHERE company_id = $1 AND name = 'Operator' LIMIT 1), c.time_zone
         FROM companies c WHERE c.id = $1 RETURNING id`,
      [companyId, account.username, account.label],
    );
    userId = rows[0].id;
  }
  const key = randomToken(30);
  // One key at a time, and it may only send data: the last start's key goes with this one.
  await app.db.query('DELETE FROM api_keys WHERE user_id = $1', [userId]);
  await app.db.query(`INSERT INTO api_keys (user_id, key_hash, prefix, name, scopes) VALUES ($1, $2, $3, $4, '{ingest}')`, [
    userId,
    sha256(key),
    key.slice(0, 8),
    `${account.label} simulator`,
  ]);
  return key;
}

/**
 * Posts batches to the real ingest endpoints through Fastify's injector: the same hooks (API-key
 * auth, permission), zod validation, idempotency and live processing a sensor's HTTP request meets;
 * only the socket is skipped. Returns false (and logs why) when the server refused the batch.
 */
export async function ingestClient(app: FastifyInstance, companyId: number, account: SimAccount = CITY_ACCOUNT) {
  const key = await simulatorKey(app, companyId, account);
  const address = app.server.address();
  // The injector's default Host (localhost:80) is not one a server on another port answers for.
  const host = ownHost({
    publicUrl: app.env.PUBLIC_URL,
    allowedHosts: app.env.ALLOWED_HOSTS,
    listenPort: address && typeof address === 'object' ? address.port : app.env.PORT,
  });
  return async (kind: IngestKind, records: object[], idempotencyKey: string): Promise<boolean> => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/ingest/${kind}/`,
      headers: { host, authorization: `Token ${key}`, 'idempotency-key': idempotencyKey },
      payload: { records },
    });
    if (res.statusCode === 201) return true;
    app.log.warn({ kind, status: res.statusCode, body: res.body.slice(0, 500) }, 'simulated city: batch refused');
    return false;
  };
}
