import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { devicesBySerial, findIdempotencyKey, saveIdempotencyKey } from './ingest.queries.ts';

/** Per-record errors: `{records: {"<index>": {"<field>": ["message"]}}}`. */
type RecordErrors = Record<string, Record<string, string[]>>;

export const toIso = (t: string | number): string => (typeof t === 'number' ? new Date(t * 1000).toISOString() : new Date(t).toISOString());

export interface Parsed<T> {
  record: T;
  deviceId: number;
}

/**
 * Validates every record (the schema, or first `fast`, its hand-written equal for plainly valid records; then
 * serial → device of the caller's company); any bad record rejects the whole batch naming its index and field
 * as the schema does, so nothing is written.
 */
export async function parseRecords<S extends z.ZodType<{ serial: string }>>(
  db: Queryable,
  companyId: number,
  schema: S,
  records: unknown[],
  fast?: (raw: unknown) => z.output<S> | undefined,
): Promise<{ parsed: Array<Parsed<z.output<S>>>; secret: string }> {
  const errors: RecordErrors = {};
  const ok: Array<{ index: number; record: z.output<S> }> = [];
  records.forEach((raw, index) => {
    const quick = fast?.(raw);
    if (quick !== undefined) {
      ok.push({ index, record: quick });
      return;
    }
    const r = schema.safeParse(raw);
    if (r.success) ok.push({ index, record: r.data });
    else {
      const e: Record<string, string[]> = {};
      for (const issue of r.error.issues) (e[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
      errors[String(index)] = e;
    }
  });
  const serials = [...new Set(ok.map((o) => o.record.serial))];
  const { devices, secret } = await devicesBySerial(db, companyId, serials);
  const parsed: Array<Parsed<z.output<S>>> = [];
  for (const { index, record } of ok) {
    const deviceId = devices.get(record.serial);
    if (deviceId === undefined) errors[String(index)] = { serial: [`No device with serial "${record.serial}".`] };
    else parsed.push({ record, deviceId });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, { records: errors } as never);
  return { parsed, secret };
}

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

export interface IngestSteps<P> {
  /** Validation and whatever else needs no transaction, before it opens (PGlite's one connection is not held meanwhile). */
  prepare: (companyId: number) => Promise<P>;
  write: (tx: Queryable, companyId: number, prepared: P) => Promise<{ accepted: number; deviceIds: number[] }>;
  afterCommit?: (companyId: number, deviceIds: number[]) => void;
}

/**
 * Runs one ingest batch exactly once per Idempotency-Key. The rows and the stored response commit
 * in one transaction, so the sensor's acknowledgement means "on disk"; a retry with the same key and
 * body gets the stored response, a different body with the same key is refused (422).
 */
export async function runIdempotent<P>(req: FastifyRequest, reply: FastifyReply, db: Db, endpoint: string, steps: IngestSteps<P>) {
  const { user } = authOf(req);
  const companyId = user.companyId;
  const key = req.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw new HttpError(400, { 'Idempotency-Key': ['Must be 1-200 characters of letters, digits, . _ : -'] });
  }
  const bodyHash = createHash('sha256')
    .update(`${endpoint}\n${JSON.stringify(req.body)}`)
    .digest('hex');

  // Answers with the stored response if the key was used. A boolean, not the reply: a Fastify reply is
  // thenable, so awaiting it would resolve to undefined and the batch would be written again.
  const replay = async (): Promise<boolean> => {
    const stored = key ? await findIdempotencyKey(db, companyId, key) : null;
    if (!stored) return false;
    if (stored.body_hash !== bodyHash) {
      throw new HttpError(422, { 'Idempotency-Key': ['This key was already used with a different request body.'] });
    }
    reply.header('idempotent-replayed', 'true');
    reply.code(stored.status).send(stored.response);
    return true;
  };
  if (await replay()) return reply;

  const prepared = await steps.prepare(companyId);
  let result: { accepted: number; deviceIds: number[]; response: { accepted: number; batch_id: string } };
  try {
    result = await db.transaction(async (tx) => {
      const { accepted, deviceIds } = await steps.write(tx, companyId, prepared);
      const response = { accepted, batch_id: randomUUID() };
      if (key) await saveIdempotencyKey(tx, companyId, key, endpoint, bodyHash, 201, response);
      return { accepted, deviceIds, response };
    });
  } catch (err) {
    // A concurrent retry committed first: answer as that one did.
    if ((err as { code?: string }).code === '23505' && key) {
      if (await replay()) return reply;
    }
    throw err;
  }
  steps.afterCommit?.(companyId, result.deviceIds);
  return reply.code(201).send(result.response);
}
