import fp from 'fastify-plugin';
import { findUnsafeText } from '@roadlens/contract/common';
import { badRequest } from './error-handler.ts';

/**
 * PostgreSQL stores neither NUL characters nor lone UTF-16 surrogates, in text or in jsonb: a
 * value holding one would fail deep in a query as a 500. The contract's text schemas refuse them
 * field by field; this hook refuses them anywhere in a request's path parameters, query or body
 * (JSON, form or multipart, keys included) before validation, naming the field, so no route and
 * no free-form JSON setting can let one through.
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['url', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const hit = findUnsafeText(value);
      if (hit) throw badRequest(hit.path.join('.') || part, hit.message);
    }
  });
});
