import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Thrown by handlers for a DRF-style 4xx: `{detail}` or `{field: [messages]}`. */
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
 * Every error leaves as a DRF-style body. Validation names the field; anything unexpected is a
 * plain 500 with no stack, driver text or SQL (Fastify's default would echo error.message).
 */
export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);

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
    if (status === 415) return reply.code(415).send({ detail: `Unsupported media type "${String(req.headers['content-type'] ?? '')}" in request.` });
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.name === 'SyntaxError' && status === 400)) {
      return reply.code(400).send({ detail: 'JSON parse error.' });
    }
    if (status === 413) return reply.code(413).send({ detail: 'Request body is too large.' });
    if (status === 429) return reply.code(429).send({ detail: 'Request was throttled. Please try again later.' });
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: err.code?.startsWith('FST_') ? 'Bad request.' : err.message });

    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
});
