import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import errorHandler, { frameworkErrors, HttpError } from './error-handler.ts';

/** The error handler alone, on a bare Fastify with the same body parsers as the app. */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ frameworkErrors, bodyLimit: 1024 });
  await app.register(errorHandler);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 1 } });
  app.post('/whole', async () => {
    throw new HttpError(400, { detail: 'User is already logged in.' });
  });
  app.post('/bug', async () => {
    throw new Error('connection to database lost at db.ts:12:3');
  });
  app.get('/items/:id', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('turns a handler’s 400 about the whole request into non_field_errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/whole' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['User is already logged in.'] });
  });

  it('names url for a malformed percent-encoding, without Fastify’s error code', async () => {
    const res = await app.inject({ method: 'GET', url: '/items/%/' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['url']);
    expect(res.body).not.toContain('FST_');
  });

  it('names body for bad JSON and for a body over the limit, content-type for an unknown type', async () => {
    const bad = await app.inject({ method: 'POST', url: '/bug', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect([bad.statusCode, Object.keys(bad.json())]).toEqual([400, ['body']]);
    const big = await app.inject({
      method: 'POST',
      url: '/bug',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2000) }),
    });
    expect([big.statusCode, Object.keys(big.json())]).toEqual([413, ['body']]);
    const type = await app.inject({ method: 'POST', url: '/bug', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect([type.statusCode, Object.keys(type.json())]).toEqual([415, ['content-type']]);
  });

  it('names body for a multipart body that cannot be parsed, but keeps a handler’s own failure a 500', async () => {
    const part = '--fz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fz--\r\n';
    const noBoundary = await app.inject({ method: 'POST', url: '/bug', headers: { 'content-type': 'multipart/form-data' }, payload: part });
    expect([noBoundary.statusCode, noBoundary.json()]).toEqual([400, { body: ['Malformed multipart/form-data body.'] }]);
    const wrongBoundary = await app.inject({
      method: 'POST',
      url: '/bug',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: part,
    });
    expect([wrongBoundary.statusCode, Object.keys(wrongBoundary.json())]).toEqual([400, ['body']]);
    const parsed = await app.inject({
      method: 'POST',
      url: '/bug',
      headers: { 'content-type': 'multipart/form-data; boundary=fz' },
      payload: part,
    });
    expect(parsed.statusCode).toBe(500);
    expect(parsed.json()).toEqual({ detail: 'A server error occurred.' });
  });
});
