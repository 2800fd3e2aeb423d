import { hostname as machineName, networkInterfaces } from 'node:os';

/** A host the server answers for; `port: null` matches that host on any port. */
export interface HostRule {
  hostname: string;
  port: number | null;
}

/** A Host header (or host entry) in canonical form: lower-case name, compressed IPv6 in brackets. */
export interface ParsedHost {
  hostname: string;
  port: number | null;
}

// A DNS name or IPv4 address, or an IPv6 address in brackets, then an optional port: nothing else
// (no userinfo, path, spaces, percent signs or a second host).
const HOST_SYNTAX = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** Parses a Host header value strictly; anything but `name[:port]` or `[v6][:port]` is null. */
export function parseHost(value: string): ParsedHost | null {
  const m = HOST_SYNTAX.exec(value);
  if (!m) return null;
  const port = m[1] === undefined ? null : Number(m[1]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  try {
    // The URL parser gives the canonical spelling (lower case, IPv4 and IPv6 normalised).
    const url = new URL(`http://${port === null ? value : value.slice(0, value.length - m[1].length - 1)}`);
    if (url.username || url.password || url.pathname !== '/') return null;
    return { hostname: url.hostname, port };
  } catch {
    return null;
  }
}

const WILDCARD_LISTEN = new Set(['0.0.0.0', '::', '[::]', '']);
const bracket = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** One ALLOWED_HOSTS entry: `name`, `name:port`, `[v6]`, `[v6]:port` or a bare IPv6 address. */
export function parseHostEntry(entry: string): HostRule | null {
  const value = entry.trim();
  if (!value) return null;
  const bareV6 = !value.startsWith('[') && (value.match(/:/g)?.length ?? 0) > 1;
  return parseHost(bareV6 ? `[${value}]` : value);
}

/**
 * The hosts this server answers for. PUBLIC_URL's host always (any port: a proxy in front may
 * pass it on with or without one). Then ALLOWED_HOSTS when set; otherwise the listen address,
 * localhost, the loopback addresses, the machine's name and its interface addresses, each on
 * the port the server listens on — so a first install opened by the machine's LAN address works.
 */
export function allowedHostRules(opts: { publicUrl?: string; allowedHosts?: string; listenHost: string; listenPort: number }): HostRule[] {
  const rules: HostRule[] = [];
  if (opts.publicUrl) rules.push({ hostname: new URL(opts.publicUrl).hostname, port: null });
  if (opts.allowedHosts !== undefined) {
    for (const entry of opts.allowedHosts.split(',')) {
      const rule = parseHostEntry(entry);
      if (rule) rules.push(rule);
    }
    return rules;
  }
  const names = new Set(['localhost', '127.0.0.1', '[::1]', machineName().toLowerCase()]);
  if (!WILDCARD_LISTEN.has(opts.listenHost)) names.add(bracket(opts.listenHost));
  for (const list of Object.values(networkInterfaces())) {
    for (const nic of list ?? []) names.add(bracket(nic.address));
  }
  for (const name of names) {
    const parsed = parseHost(name);
    if (parsed) rules.push({ hostname: parsed.hostname, port: opts.listenPort });
  }
  return rules;
}

/** Whether a parsed Host matches a rule; a Host without a port means the scheme's default port. */
export function hostAllowed(rules: readonly HostRule[], host: ParsedHost, protocol: string): boolean {
  const port = host.port ?? (protocol === 'https' ? 443 : 80);
  return rules.some((r) => r.hostname === host.hostname && (r.port === null || r.port === port));
}

/**
 * A Host the server answers for, for requests it makes to itself through the injector (the
 * simulated city's sensors): PUBLIC_URL's host, else the first ALLOWED_HOSTS entry, else localhost.
 */
export function ownHost(opts: { publicUrl?: string; allowedHosts?: string; listenPort: number }): string {
  if (opts.publicUrl) return new URL(opts.publicUrl).host;
  const first = opts.allowedHosts
    ?.split(',')
    .map(parseHostEntry)
    .find((r) => r !== null);
  const hostname = first?.hostname ?? 'localhost';
  return `${hostname}:${first?.port ?? opts.listenPort}`;
}

/**
 * Where people on the network can open a server listening on every address: one address per
 * interface other than the loopback (IPv4 only, as people type them), when ALLOWED_HOSTS does
 * not narrow the hosts it answers for. Empty otherwise.
 */
export function networkUrls(opts: {
  listenHost: string;
  port: number;
  tls: boolean;
  allowedHosts?: string;
  interfaces?: ReturnType<typeof networkInterfaces>;
}): string[] {
  if (!WILDCARD_LISTEN.has(opts.listenHost) || opts.allowedHosts !== undefined) return [];
  const urls: string[] = [];
  for (const list of Object.values(opts.interfaces ?? networkInterfaces())) {
    for (const nic of list ?? []) {
      if (nic.family === 'IPv4' && !nic.internal) urls.push(`${opts.tls ? 'https' : 'http'}://${nic.address}:${opts.port}`);
    }
  }
  return urls;
}
