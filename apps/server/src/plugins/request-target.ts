import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { allowedHostRules, hostAllowed, parseHost, type HostRule } from '../lib/allowed-hosts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The origin every absolute link in a reply or mail is built from: PUBLIC_URL when set,
     * else the request's own scheme and (allowed, canonical) host.
     */
    publicOrigin: string;
  }
}

const RULES_TTL_MS = 10_000;

/**
 * The first check of every request, before any other hook. The target must be a path
 * (origin-form): absolute-form (`GET http://host/path`) and asterisk-form targets are refused,
 * so nothing downstream ever reads a URL whose meaning differs from the route it matched.
 * The Host (X-Forwarded-Host when TRUST_PROXY is on) must be one this server answers for
 * (PUBLIC_URL, ALLOWED_HOSTS or the machine's own addresses), so no link is built from a name
 * an attacker chose and no other site's name can be pointed at this server.
 */
export default fp<{ env: Env }>(async (app, { env }) => {
  app.decorateRequest('publicOrigin', '');
  const publicUrlOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;

  // Interface addresses change (DHCP, VPNs); the list is rebuilt at most every few seconds.
  let rules: HostRule[] = [];
  let builtAt = -Infinity;
  let builtForPort = -1;
  const listenPort = () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address.port : env.PORT;
  };
  const rulesNow = (fresh: boolean): HostRule[] => {
    const port = listenPort();
    if (fresh || port !== builtForPort || Date.now() - builtAt > RULES_TTL_MS) {
      rules = allowedHostRules({ publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, listenHost: env.HOST, listenPort: port });
      builtAt = Date.now();
      builtForPort = port;
    }
    return rules;
  };
  const allowed = (req: FastifyRequest, host: ReturnType<typeof parseHost> & object) =>
    hostAllowed(rulesNow(false), host, req.protocol) || (Date.now() - builtAt > 1000 && hostAllowed(rulesNow(true), host, req.protocol));

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/')) {
      return reply.code(400).send({ url: ['The request target must be a path starting with "/", not a full URL.'] });
    }
    const hostHeaders = req.raw.rawHeaders.filter((_, i) => i % 2 === 0 && _.toLowerCase() === 'host').length;
    const host = hostHeaders > 1 ? null : parseHost(req.host);
    if (!host || !allowed(req, host)) {
      return reply.code(400).send({
        Host: ['This server does not answer for this host name. The operator can add it to ALLOWED_HOSTS or set PUBLIC_URL.'],
      });
    }
    req.publicOrigin = publicUrlOrigin ?? new URL(`${req.protocol}://${req.host}`).origin;
  });
});
