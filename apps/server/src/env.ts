import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Roadlens <no-reply@roadlens.local>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24 * 14),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* and mark cookies Secure. */
  TRUST_PROXY: onOff.default('off'),
  /** Basemap style URL for the map; empty = offline background with the network drawn. */
  MAP_STYLE_URL: z.string().default(''),
  /** Release string the web build was made with; compared by the browser (X-Frontend-Update). */
  RELEASE: z.string().default('dev'),
  WEB_DIST: z.string().optional(),
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

export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIMULATOR: 'off' }), ...overrides };
}
