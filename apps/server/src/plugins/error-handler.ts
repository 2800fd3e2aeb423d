import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Thrown by handlers for a DRF-style 4xx: `{field: [messages]}`, or `{detail}` (a 400 is sent as `non_field_errors`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | Record<string, string[]>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notFound = () => new HttpError(404, { detail: 'Not found.' });

/**
 * Whole-request problems name the part of the request at fault, the way field errors name a
 * field: `url` (the target cannot be decoded), `body` (cannot be parsed, or too large),
 * `content-type` (not one this API reads), `non_field_errors` (DRF's name for a problem of the
 * request as a whole). So every 400 is `{name: [messages]}` and a client can always show it
 * next to something.
 */
const fieldError = (reply: FastifyReply, status: number, field: string, message: string) => reply.code(status).send({ [field]: [message] });

/** Errors the router raises before any route is chosen (Fastify's `frameworkErrors`). */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL') return fieldError(reply, 400, 'url', 'The URL is not valid: it holds a malformed percent-encoding.');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return fieldError(reply, 414, 'url', 'A part of the URL is too long.');
  req.log.error({ err }, 'router error');
  return reply.code(500).send({ detail: 'A server error occurred.' });
}

/** Requests that got as far as their handler's hooks: an error before that came from reading the body. */
const bodyRead = new WeakSet<object>();

/**
 * Every error leaves as a DRF-style body. Validation names the field; anything unexpected is a
 * plain 500 with no stack, driver text or SQL (Fastify's default would echo error.message).
 */
export default fp(async (app) => {
  app.addHook('preHandler', async (req) => {
    bodyRead.add(req.raw);
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      // A handler's 400 about the request as a whole still names something.
      if (err.statusCode === 400 && typeof err.body.detail === 'string') return fieldError(reply, 400, 'non_field_errors', err.body.detail);
      return reply.code(err.statusCode).send(err.body);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const body: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || 'non_field_errors';
        (body[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send(body);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.cause?.issues ?? err.message, url: req.url }, 'response does not match its schema');
      return reply.code(500).send({ detail: 'A server error occurred.' });
    }

    const status = err.statusCode ?? 500;
    if (status === 415) {
      return fieldError(
        reply,
        415,
        'content-type',
        `Unsupported media type "${String(req.headers['content-type'] ?? '').slice(0, 100)}" in request.`,
      );
    }
    if (status === 413) return fieldError(reply, 413, 'body', 'Request body is too large.');
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err.name === 'SyntaxError' && status === 400)
    ) {
      return fieldError(reply, 400, 'body', 'JSON parse error: the body is not valid JSON.');
    }
    if (err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return fieldError(reply, 400, 'content-length', 'Does not match the body.');
    // The multipart parser throws plain errors (no boundary, truncated part) while it reads the body.
    if (req.isMultipart?.() && !bodyRead.has(req.raw) && (status === 500 || status === 400)) {
      return fieldError(reply, 400, 'body', 'Malformed multipart/form-data body.');
    }
    if (status === 429) return reply.code(429).send({ detail: 'Request was throttled. Please try again later.' });
    if (status === 400)
      return fieldError(reply, 400, err.code?.startsWith('FST_ERR_CTP') ? 'body' : 'non_field_errors', 'The request could not be read.');
    if (status > 400 && status < 500)
      return reply.code(status).send({ detail: err.code?.startsWith('FST_') ? (STATUS_CODES[status] ?? 'Request refused.') : err.message });

    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
});
