import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@roadlens/contract/endpoint';
import type { z } from 'zod';

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;
type Res<E extends Endpoint> = E['responses'] extends { 200: infer R }
  ? z.input<R & z.ZodType>
  : E['responses'] extends { 201: infer R }
    ? z.input<R & z.ZodType>
    : E['responses'] extends { 202: infer R }
      ? z.input<R & z.ZodType>
      : unknown;

/** The request a handler sees: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Res<E> | FastifyReply | void> | Res<E> | FastifyReply | void;

/**
 * Registers one operation of the endpoint table. Method, path, schemas and access all come from
 * the contract, so a route file holds only its handler and the auth hook reads the declared access.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      ...(e.summary ? { summary: e.summary } : {}),
      ...(e.description ? { description: e.description } : {}),
      ...(e.tags ? { tags: e.tags } : {}),
      ...(e.hide ? { hide: true } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.raw ? {} : { response: e.responses }),
    },
    config: { access: e.access, endpoint: e },
    handler: handler as never,
  });
}
