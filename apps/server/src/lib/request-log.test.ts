import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** A real Fastify with a real pino logger writing into memory, and the request log under test. */
async function serverLogging(level: string) {
  const lines: { level: number; msg: string; res?: { statusCode: number }; req?: { url: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, sink), logController: new RequestLog() });
  app.post('/api/ingest/detections/', async (req, reply) => reply.code((req.body as { bad?: boolean }).bad ? 400 : 201).send({}));
  app.get('/api/links/', async () => []);
  await app.ready();
  return { app, lines };
}

const INFO = 30;
const DEBUG = 20;

describe('the request log', () => {
  it("logs users' requests at info and a sensor's accepted post only at debug", async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject({ method: 'POST', url: '/api/ingest/detections/', payload: { records: [] } });
    await app.inject({ method: 'GET', url: '/api/links/' });
    expect(lines.map((l) => [l.msg, l.req?.url ?? l.res?.statusCode])).toEqual([
      ['incoming request', '/api/links/'],
      ['request completed', 200],
    ]);
    await app.close();
  });

  it("still logs a sensor's post that failed, so a misconfigured gateway shows up", async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject({ method: 'POST', url: '/api/ingest/detections/', payload: { bad: true } });
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => [l.level, l.res?.statusCode])).toEqual([[INFO, 400]]);
    await app.close();
  });

  it('shows every sensor post at debug', async () => {
    const { app, lines } = await serverLogging('debug');
    await app.inject({ method: 'POST', url: '/api/ingest/detections/', payload: { records: [] } });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
    await app.close();
  });
});
