import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import {
  batchLookup,
  findIdempotencyKey,
  saveIdempotencyKey,
  type BatchFound,
  type StoredAnswer,
  type StoredResponse,
} from './ingest.queries.ts';

/** Per-record errors: `{records: {"<index>": {"<field>": ["message"]}}}`. */
type RecordErrors = Record<string, Record<string, string[]>>;

export const toIso = (t: string | number): string => (typeof t === 'number' ? new Date(t * 1000).toISOString() : new Date(t).toISOString());

export interface Parsed<T> {
  record: T;
  deviceId: number;
}

/** What a batch needs from the database before it is written, read in one round trip (batchLookup). */
export type BatchLookup = Promise<BatchFound>;

/**
 * Validates every record (the schema, or first `fast`, its hand-written equal for plainly valid records; then
 * serial → device of the caller's company, from `lookup`, which runs while the records are validated); any bad
 * record rejects the whole batch naming its index and field as the schema does, so nothing is written.
 */
export async function parseRecords<S extends z.ZodType<{ serial: string }>>(
  lookup: BatchLookup,
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
  const { devices, secret } = await lookup;
  const parsed: Array<Parsed<z.output<S>>> = [];
  for (const { index, record } of ok) {
    const deviceId = devices.get(record.serial);
    if (deviceId === undefined) errors[String(index)] = { serial: [`No device with serial "${record.serial}".`] };
    else parsed.push({ record, deviceId });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, { records: errors } as never);
  return { parsed, secret };
}

/** The serials the records name, as sent: what the batch's lookup asks for before any record is validated. */
function serialsOf(records: readonly unknown[]): string[] {
  const serials = new Set<string>();
  for (const r of records) {
    const serial = (r as { serial?: unknown } | null)?.serial;
    if (typeof serial === 'string') serials.add(serial);
  }
  return [...serials];
}

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/** The answer stored under the batch's Idempotency-Key, given how many records were accepted. */
export type Remember = (accepted: number) => StoredAnswer;

export interface IngestSteps<P> {
  /** The batch's records as sent. */
  records: readonly unknown[];
  /**
   * Validation and whatever else needs no transaction, before it opens (PGlite's one connection is not held
   * meanwhile); `lookup` is already on its way to the database and answers the batch's devices.
   */
  prepare: (lookup: BatchLookup) => Promise<P>;
  /**
   * Stores the batch. Given `remember`, a write may store the key's answer in its own last statement and say so
   * (`remembered`); otherwise it is stored after the write, in the same transaction.
   */
  write: (
    tx: Queryable,
    companyId: number,
    prepared: P,
    remember: Remember | undefined,
  ) => Promise<{ accepted: number; deviceIds: number[]; remembered?: boolean }>;
  /** True when this batch's write (the key's answer included) is one statement: atomic alone, with no transaction around it. */
  oneStatement?: (prepared: P) => boolean;
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
  const replay = (stored: StoredResponse | null): boolean => {
    if (!stored) return false;
    if (stored.body_hash !== bodyHash) {
      throw new HttpError(422, { 'Idempotency-Key': ['This key was already used with a different request body.'] });
    }
    reply.header('idempotent-replayed', 'true');
    reply.code(stored.status).send(stored.response);
    return true;
  };

  // One round trip for the key's stored answer, the devices and the secret, made while the records are validated.
  const lookup = batchLookup(db, companyId, serialsOf(steps.records), key);
  lookup.catch(() => undefined); // its failure is thrown below, whether or not prepare got to wait for it
  let prepared: P | undefined;
  let invalid: unknown;
  try {
    prepared = await steps.prepare(lookup);
  } catch (err) {
    invalid = err;
  }
  // A used key answers as it did the first time, before anything is said of this body's records.
  if (replay((await lookup).stored)) return reply;
  if (invalid !== undefined) throw invalid;
  const batchId = randomUUID();
  const answer = (accepted: number) => ({ accepted, batch_id: batchId });
  const remember: Remember | undefined = key
    ? (accepted) => ({ companyId, key, endpoint, bodyHash, status: 201, response: answer(accepted) })
    : undefined;
  const store = async (q: Queryable) => {
    const { accepted, deviceIds, remembered } = await steps.write(q, companyId, prepared as P, remember);
    if (remember && !remembered) await saveIdempotencyKey(q, remember(accepted));
    return { deviceIds, response: answer(accepted) };
  };
  let result: { deviceIds: number[]; response: { accepted: number; batch_id: string } };
  try {
    result = steps.oneStatement?.(prepared as P) ? await store(db) : await db.transaction(store);
  } catch (err) {
    // A concurrent retry committed first: answer as that one did.
    if ((err as { code?: string }).code === '23505' && key) {
      if (replay(await findIdempotencyKey(db, companyId, key))) return reply;
    }
    throw err;
  }
  steps.afterCommit?.(companyId, result.deviceIds);
  return reply.code(201).send(result.response);
}
