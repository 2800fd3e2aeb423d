import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedHostRules, hostAllowed, networkUrls, ownHost, parseHost, parseHostEntry } from './allowed-hosts.ts';

describe('parseHost', () => {
  it.each([
    ['localhost', { hostname: 'localhost', port: null }],
    ['LocalHost:8080', { hostname: 'localhost', port: 8080 }],
    ['[::1]:80', { hostname: '[::1]', port: 80 }],
    ['[FD00:0:0::5]', { hostname: '[fd00::5]', port: null }],
    ['192.168.1.20:8080', { hostname: '192.168.1.20', port: 8080 }],
    ['roadlens_web:8080', { hostname: 'roadlens_web', port: 8080 }],
  ])('reads %j', (value, expected) => {
    expect(parseHost(value)).toEqual(expected);
  });

  it.each([
    '',
    'a@b',
    'user@localhost',
    'localhost:80@evil.example',
    'localhost/x',
    'localhost?x',
    'localhost#x',
    'local host',
    'localhost:',
    'localhost:0',
    'localhost:65536',
    'localhost:80:80',
    '::1',
    '[::1',
    '[::1]x',
    '[zz::1]',
    'localhost.',
    'localhost%2f',
    'http://localhost',
    'localhost\\evil',
    'evil.example,localhost',
  ])('refuses %j', (value) => {
    expect(parseHost(value)).toBeNull();
  });
});

describe('allowed hosts', () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((n) => n && n.family === 'IPv4' && !n.internal)?.address;

  it('answers by default for loopback names and the machine’s addresses on the listen port only', () => {
    const rules = allowedHostRules({ listenHost: '0.0.0.0', listenPort: 8080 });
    const ok = (h: string) => hostAllowed(rules, parseHost(h)!, 'http');
    expect(ok('localhost:8080')).toBe(true);
    expect(ok('127.0.0.1:8080')).toBe(true);
    expect(ok('[::1]:8080')).toBe(true);
    expect(lan && ok(`${lan}:8080`)).toBe(true);
    expect(ok('localhost:8081')).toBe(false);
    expect(ok('localhost')).toBe(false);
    expect(ok('evil.example:8080')).toBe(false);
  });

  it('takes a missing port as the scheme’s default', () => {
    const rules = allowedHostRules({ listenHost: '0.0.0.0', listenPort: 443 });
    expect(hostAllowed(rules, parseHost('localhost')!, 'https')).toBe(true);
    expect(hostAllowed(rules, parseHost('localhost')!, 'http')).toBe(false);
  });

  it('adds a specific listen address and PUBLIC_URL’s host on any port; ALLOWED_HOSTS replaces the machine list', () => {
    const named = allowedHostRules({ listenHost: 'roadlens.lan', listenPort: 8080, publicUrl: 'https://traffic.example.org' });
    expect(hostAllowed(named, parseHost('roadlens.lan:8080')!, 'http')).toBe(true);
    expect(hostAllowed(named, parseHost('traffic.example.org')!, 'http')).toBe(true);
    const listed = allowedHostRules({ listenHost: '0.0.0.0', listenPort: 8080, allowedHosts: 'a.lan, b.lan:9000' });
    expect(listed).toEqual([
      { hostname: 'a.lan', port: null },
      { hostname: 'b.lan', port: 9000 },
    ]);
  });

  it('reads ALLOWED_HOSTS entries, bare IPv6 included', () => {
    expect(parseHostEntry(' fd00::5 ')).toEqual({ hostname: '[fd00::5]', port: null });
    expect(parseHostEntry('x@y')).toBeNull();
  });

  it('names a Host the server answers for, for its own injected requests', () => {
    expect(ownHost({ listenPort: 8080 })).toBe('localhost:8080');
    expect(ownHost({ listenPort: 8080, allowedHosts: 'a.lan,b.lan' })).toBe('a.lan:8080');
    expect(ownHost({ listenPort: 8080, publicUrl: 'https://traffic.example.org' })).toBe('traffic.example.org');
  });
});

describe('network addresses printed at start', () => {
  const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
    ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NonNullable<ReturnType<typeof networkInterfaces>[string]>[number];
  const interfaces = {
    lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
    eth0: [nic('192.0.2.2', 'IPv4', false), nic('fd00::2', 'IPv6', false)],
    wlan0: [nic('10.1.2.3', 'IPv4', false)],
  };

  it('names each IPv4 address other than the loopback when listening on every address', () => {
    expect(networkUrls({ listenHost: '0.0.0.0', port: 8080, tls: false, interfaces })).toEqual([
      'http://192.0.2.2:8080',
      'http://10.1.2.3:8080',
    ]);
    expect(networkUrls({ listenHost: '::', port: 8443, tls: true, interfaces })[0]).toBe('https://192.0.2.2:8443');
  });

  it('names none for one listen address, or when ALLOWED_HOSTS decides the hosts', () => {
    expect(networkUrls({ listenHost: '127.0.0.1', port: 8080, tls: false, interfaces })).toEqual([]);
    expect(networkUrls({ listenHost: '0.0.0.0', port: 8080, tls: false, allowedHosts: 'traffic.example.org', interfaces })).toEqual([]);
  });

  it('prints only addresses the server answers for by default', () => {
    const rules = allowedHostRules({ listenHost: '0.0.0.0', listenPort: 8080 });
    for (const url of networkUrls({ listenHost: '0.0.0.0', port: 8080, tls: false })) {
      expect(hostAllowed(rules, parseHost(new URL(url).host)!, 'http'), url).toBe(true);
    }
  });
});
