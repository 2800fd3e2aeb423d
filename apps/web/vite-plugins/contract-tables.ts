import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** What the browser reads of an endpoint: the typed client builds its call and its query keys from these alone. */
export const KEPT = ['method', 'path', 'raw'] as const;

const isEndpoint = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { method?: unknown }).method === 'string' &&
  typeof (v as { path?: unknown }).path === 'string';

/**
 * One area's endpoint table as the browser needs it: each endpoint's method, path and kind of body, with no
 * schemas. Throws on any other export, so a schema exported from a table's file fails the build instead of
 * being dropped.
 */
export function tablesCode(file: string, module: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [name, table] of Object.entries(module)) {
    const entries = typeof table === 'object' && table !== null ? Object.entries(table) : [];
    if (!entries.length || !entries.every(([, e]) => isEndpoint(e)))
      throw new Error(`${path.basename(file)}: the export ${name} is not an endpoint table; declare schemas in the contract's own modules`);
    const slim = Object.fromEntries(
      entries.map(([op, e]) => [op, Object.fromEntries(KEPT.filter((k) => e[k] !== undefined).map((k) => [k, e[k]]))]),
    );
    out.push(`export const ${name} = ${JSON.stringify(slim)};`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * In the built app, each area's endpoint table (`packages/contract/src/endpoints/<area>.ts`) without its zod
 * schemas. The browser never validates with them (the server does, and answers 400 naming the field), yet the
 * tables built every schema of every endpoint the start-up code names (the session's, the map's, the
 * notifications') while the page started: tens of milliseconds of a 2-core machine's main thread. The tables
 * are read in Node at build time, as the server reads them, so the paths are the same declaration. In the dev
 * server and in tests the modules load as they are (types come from them in every case).
 */
export function contractTables(): Plugin {
  let build = false;
  return {
    name: 'roadlens-contract-tables',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!build) return undefined;
      const file = id.split('?')[0];
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/](?!index\.ts$)[\w-]+\.ts$/.test(file)) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' });
      return tablesCode(file, module);
    },
  };
}
