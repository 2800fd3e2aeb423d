import { z } from 'zod';
import { parseHostEntry } from './lib/allowed-hosts.ts';

const onOff = z.enum(['on', 'off']);

/** Every setting the server reads, checked once at start. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Unset = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Password of every seeded user; generated and printed once when unset. */
  SEED_PASSWORD: z.string().min(8).optional(),
  SEED: onOff.default('on'),
  SIMULATOR: onOff.default('on'),
  /** Origin the browser uses, e.g. https://traffic.example.org. Used for links in mails and the Origin check. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Comma-separated host names (optionally `name:port`) the server answers for besides PUBLIC_URL's.
   * Unset: the listen address, localhost, 127.0.0.1, ::1, the machine's name and its interface
   * addresses, on the listen port. A request for any other Host gets 400.
   */
  ALLOWED_HOSTS: z
    .string()
    .refine(
      (v) => v.split(',').every((e) => !e.trim() || parseHostEntry(e)),
      'Each entry must be a host name or address, optionally with :port.',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Roadlens <no-reply@roadlens.local>'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* and mark cookies Secure. */
  TRUST_PROXY: onOff.default('off'),
  /** PEM certificate (with its chain) and private key files: set both to serve HTTPS directly. */
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  /**
   * With TLS_CERT/TLS_KEY: also listen for plain HTTP on this port (e.g. 80), answering 301 to the https address.
   * 0, like PORT=0, takes any free port and announces it.
   */
  HTTP_REDIRECT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Address of the old UI (an absolute http(s) URL, or a path on this host such as /legacy). The
   * web app opens it plus the current path; unset = no old UI, its switch is hidden.
   */
  LEGACY_URL: z
    .string()
    .refine((v) => /^https?:\/\/[^/]/i.test(v) || /^\/(?!\/)/.test(v), 'Use an http(s) URL or a path starting with a single "/".')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * Address of the external dashboard service (Grafana) provisioned from docs/grafana; a company
   * with an organisation id gets a menu entry opening it. Unset = no external dashboard.
   */
  GRAFANA_URL: z
    .string()
    .refine((v) => /^https?:\/\/[^/]/i.test(v) || /^\/(?!\/)/.test(v), 'Use an http(s) URL or a path starting with a single "/".')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Basemap style URL for the map; empty = offline background with the network drawn. */
  MAP_STYLE_URL: z.string().default(''),
  /** Release string the web build was made with; compared by the browser (X-Frontend-Update). */
  RELEASE: z.string().default('dev'),
  WEB_DIST: z.string().optional(),
  /**
   * Key that seals stored secrets (SSO client secrets). Unset: generated once into DATA_DIR/secret-key.
   * Several servers on one PostgreSQL must share it, so set it there.
   */
  SECRET_KEY: z.string().min(32, 'Use 32 characters or more.').optional(),
  /** Let SSO issuers (and their discovery, keys and token calls) be private addresses and plain http. */
  SSO_ALLOW_PRIVATE_ISSUERS: z
    .enum(['true', 'false', 'on', 'off'])
    .default('false')
    .transform((v) => v === 'true' || v === 'on'),
  /** Let alert actions target private addresses: webhooks on the local network (plain http too) and e-mail to local domains. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', 'on', 'off'])
    .default('false')
    .transform((v) => v === 'true' || v === 'on'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; on failure names every bad variable and exits non-zero. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    process.stderr.write(`Invalid environment:\n${lines.join('\n')}\n`);
    process.exit(1);
  }
  return result.data;
}

/** Settings for the in-process test app, which answers as http://localhost:80 (app.inject's default Host). */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...EnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      PORT: 80,
      SECRET_KEY: 'test-secret-key-not-for-production-use',
    }),
    ...overrides,
  };
}
