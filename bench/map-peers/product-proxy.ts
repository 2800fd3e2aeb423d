import { createServer, request } from 'node:http';
import { inlineScriptSources } from '../../apps/server/src/plugins/security.ts';
import { answerMapCall } from './product-data.ts';
import type { PeerData } from './data.ts';

/**
 * Our server behind a small proxy that answers the map's data calls with the generated network and passes
 * everything else through. The peers' pages come from a plain static server; intercepting our page's
 * requests in the browser instead (Playwright's `route`) held every request of the page, files and
 * session calls too, for a round trip through the bench's own process: with the demo company's own map,
 * an interception that matched nothing had the live map ready 0.2–0.3 s later.
 * The browser signs in at the server; cookies are kept per host, not per port, so the proxy's pages
 * carry the session.
 */
export async function startProductProxy(serverUrl: string, opts: { mapHtml?: () => string | undefined } = {}) {
  const target = new URL(serverUrl);
  let data: PeerData | undefined;
  const answers = new Map<string, string | undefined>();
  const proxy = createServer((req, res) => {
    const url = new URL(req.url!, serverUrl);
    if (data && /^\/api\/map\/(links|devices)\//.test(url.pathname)) {
      const key = url.pathname + url.search;
      if (!answers.has(key)) answers.set(key, answerMapCall(url, data));
      const body = answers.get(key);
      if (body !== undefined) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return void res.end(body);
      }
    }
    // The server sees its own address, as a browser opening it directly would give.
    const headers = { ...req.headers, host: target.host };
    // Another build's page (map-startup's MAP_STARTUP_BUILDS): the server's answer with that build's HTML.
    const html = url.pathname === '/dashboard/main/map' ? opts.mapHtml?.() : undefined;
    if (html !== undefined) headers['accept-encoding'] = 'identity';
    if (headers.origin) headers.origin = target.origin;
    if (headers.referer) headers.referer = headers.referer.replace(/^https?:\/\/[^/]+/, target.origin);
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (up) => {
      const out = { ...up.headers };
      if (out.location) out.location = out.location.replace(target.origin, origin);
      if (html === undefined) {
        res.writeHead(up.statusCode ?? 502, out);
        return void up.pipe(res);
      }
      delete out['content-length'];
      delete out.etag;
      // The server allows its own page's inline scripts by hash; this page's are allowed instead.
      const csp = out['content-security-policy'];
      if (typeof csp === 'string')
        out['content-security-policy'] = csp.replace(/script-src [^;]*/, `script-src 'self' ${inlineScriptSources(html).join(' ')}`.trim());
      up.resume();
      res.writeHead(up.statusCode ?? 502, out).end(html);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  return {
    url: origin,
    /** Answers the map's calls from this network from now on; its answers are made here, before any page asks. */
    serve(d: PeerData) {
      data = d;
      answers.clear();
      answerMapCall(new URL('/api/map/links/drawn/', serverUrl), d);
    },
    stop: () => new Promise<void>((r) => (proxy.closeAllConnections(), proxy.close(() => r()))),
  };
}
