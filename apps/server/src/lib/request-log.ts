import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { ingest } from '@roadlens/contract/endpoints/ingest';

/** Where sensors and gateways post their readings, every few seconds each: the contract's ingest endpoints. */
const SENSOR_POSTS = new Set<string>(Object.values(ingest).map((e) => e.path));

const fromSensor = (request: FastifyRequest) => SENSOR_POSTS.has(request.routeOptions.url ?? '');

/**
 * Fastify's request log, with sensors' routine posts (the contract's ingest endpoints) moved down to debug: on a running city they are most of a
 * server's requests (a simulated city alone posts several a second), and at info they buried every user's request
 * and every warning. A sensor's post that fails (4xx or 5xx) is still logged as Fastify logs it, so a misconfigured
 * gateway shows up; LOG_LEVEL=debug shows them all.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!fromSensor(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 400 || !fromSensor(request)) return super.requestCompleted(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
