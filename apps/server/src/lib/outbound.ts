import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests the server makes on a tenant's behalf (identity providers, later webhooks) go only to
 * public addresses unless the operator allows private ones. The address is checked on the name's
 * DNS answer at connect time, so a name that resolves to a private address (or is re-pointed to
 * one after it was saved) is refused, and every redirect hop is checked the same way.
 */
export interface OutboundPolicy {
  /** Allow loopback, private, link-local and other non-public addresses. */
  allowPrivate: boolean;
  /** Refuse plain http. */
  requireHttps: boolean;
  /** Exact addresses allowed even though they are not public (one known internal host). */
  allowAddresses?: readonly string[];
}

const allowed = (address: string, policy: OutboundPolicy) =>
  policy.allowPrivate || isPublicAddress(address) || (policy.allowAddresses ?? []).includes(address);

export type OutboundReason = 'url' | 'scheme' | 'private' | 'dns' | 'network' | 'timeout' | 'size' | 'redirect';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** Only globally routable unicast addresses are public; IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

// Names of the local network, refused whatever a resolver answers for them; every other name
// (localhost included) is judged by the addresses it resolves to.
const LOCAL_NAMES = /(\.localhost|(^|\.)(local|internal|localdomain|home\.arpa))$/i;

/** Parses and checks the URL's scheme and literal host; names are checked again at connect time. */
export function checkUrl(raw: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('url', 'Not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundError('scheme', 'Use an https URL.');
  if (url.protocol === 'http:' && policy.requireHttps) throw new OutboundError('scheme', 'Use an https URL.');
  if (url.username || url.password) throw new OutboundError('url', 'A URL may not carry a user name or password.');
  if (policy.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !allowed(host, policy) : LOCAL_NAMES.test(host.replace(/\.$/, ''))) {
    throw new OutboundError('private', 'This address is not public.');
  }
  return url;
}

/**
 * Checks a URL as a request to it would be checked: scheme, literal host and every address its
 * name resolves to. A name that does not resolve throws reason `dns`.
 */
export async function assertPublicUrl(raw: string | URL, policy: OutboundPolicy): Promise<URL> {
  const url = checkUrl(raw, policy);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (policy.allowPrivate || isIP(host)) return url;
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, all) =>
      err ? reject(new OutboundError('dns', 'This host name does not resolve.')) : resolve(all),
    ),
  );
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address, policy))) {
    throw new OutboundError('private', 'This address is not public.');
  }
  return url;
}

/** A DNS lookup that refuses the whole answer when any address in it is not public. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address, policy))) {
        return callback(new OutboundError('private', 'This address is not public.'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null;
  /** `manual` returns a redirect response as it is; `follow` follows up to maxRedirects, checking each hop. */
  redirect?: 'manual' | 'follow';
  signal?: AbortSignal | null;
  policy: OutboundPolicy;
  /** Whole exchange, every hop included. */
  timeoutMs?: number;
  /** Largest response body read; a larger one fails with reason `size`. */
  maxBytes?: number;
  maxRedirects?: number;
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 3 };

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function bodyBytes(body: SafeFetchOptions['body']): Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new OutboundError('url', 'Unsupported request body.');
}

function oneRequest(
  url: URL,
  method: string,
  headers: Headers,
  body: Buffer | undefined,
  opts: SafeFetchOptions,
  signal: AbortSignal,
  maxBytes: number,
) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const outHeaders: Record<string, string> = {};
    headers.forEach((v, k) => (outHeaders[k] = v));
    if (body) outHeaders['content-length'] = String(body.length);
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method,
      headers: outHeaders,
      lookup: guardedLookup(opts.policy),
      signal,
      // The pooled agent would reuse sockets checked for another name.
      agent: false,
    });
    req.on('error', (err) => {
      if (signal.aborted) return reject(new OutboundError('timeout', 'The request took too long.'));
      reject(err instanceof OutboundError ? err : Object.assign(new OutboundError('network', err.message), { cause: err }));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          req.destroy();
          return reject(new OutboundError('size', 'The response is too large.'));
        }
        chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
          else if (v !== undefined) h.set(k, v);
        }
        resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
      });
    });
    req.end(body);
  });
}

/**
 * fetch() for tenant-supplied URLs: public addresses only (unless the policy allows private ones),
 * a deadline over the whole exchange, a cap on the body read, and redirects either returned as
 * they are or followed hop by hop with each hop checked like the first.
 */
export async function safeFetch(input: string | URL, opts: SafeFetchOptions): Promise<Response> {
  const timeoutMs = opts.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const maxBytes = opts.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
  const maxRedirects = opts.redirect === 'follow' ? (opts.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects) : 0;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;

  let url = checkUrl(input, opts.policy);
  let method = (opts.method ?? 'GET').toUpperCase();
  let body = bodyBytes(opts.body);
  const headers = new Headers(opts.headers);
  for (let hop = 0; ; hop++) {
    const res = await oneRequest(url, method, headers, body, opts, signal, maxBytes);
    const location = res.headers.get('location');
    if (opts.redirect !== 'follow' || res.status < 300 || res.status > 399 || !location) {
      const out = new Response(NULL_BODY_STATUS.has(res.status) ? null : new Uint8Array(res.body), {
        status: res.status,
        headers: res.headers,
      });
      Object.defineProperty(out, 'url', { value: url.href });
      return out;
    }
    if (hop >= maxRedirects) throw new OutboundError('redirect', 'Too many redirects.');
    let next: URL;
    try {
      next = checkUrl(new URL(location, url), opts.policy);
    } catch (err) {
      throw err instanceof OutboundError && err.reason !== 'redirect'
        ? new OutboundError(err.reason, `Redirect refused: ${err.message}`)
        : err;
    }
    if (next.origin !== url.origin) {
      headers.delete('authorization');
      headers.delete('cookie');
    }
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers.delete('content-type');
    }
    url = next;
  }
}
