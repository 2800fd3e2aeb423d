import { runnerImport, type Plugin } from 'vite';
import { bundleInline } from './inline-bundle.ts';

const VIRTUAL = 'virtual:early-calls';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The early script's addresses, worked out in Node from `callsFile` (its `earlyCalls()`), so the
 * browser's first script holds them as plain text and loads neither zod nor the contract's schemas.
 * The addresses are paths and queries only: any origin does for building them.
 */
async function readCalls(callsFile: string): Promise<unknown> {
  const g = globalThis as { window?: unknown };
  const had = 'window' in g;
  if (!had) g.window = { location: { origin: 'http://localhost' } };
  try {
    const { module } = await runnerImport<{ earlyCalls: () => unknown }>(callsFile, { configFile: false, logLevel: 'error' });
    return module.earlyCalls();
  } finally {
    if (!had) delete g.window;
  }
}

export interface EarlyEntry extends Plugin {
  api: {
    /** Whether a module is in the early script's static graph (known once the build has read every module). */
    isEarlyModule(id: string): boolean;
  };
}

/** `virtual:early-calls` with the addresses baked in, for the inlined script's own build. */
const bakedCalls = (calls: unknown): Plugin => ({
  name: 'roadlens-early-calls',
  resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
  load: (id) => (id === RESOLVED ? `export const EARLY_CALLS = ${JSON.stringify(calls)};\n` : undefined),
});

/**
 * The page's first scripts:
 * - `inlineFile`, bundled on its own and written into index.html (at the end of the body, so the page's
 *   elements exist), where it runs as the HTML is read, before any file has come back;
 * - `file`, a second entry script placed before the app's, built as its own chunk: the browser runs it as
 *   soon as its own few modules have arrived, while the app's graph is still downloading. (Two script tags
 *   in index.html would be merged into one entry that waits for the whole graph.)
 * Their addresses come from `virtual:early-calls` (see readCalls). In dev both are module scripts, the
 * inlined one first.
 */
export function earlyEntry(file: string, callsFile: string, inlineFile: string): EarlyEntry {
  let serve = false;
  let calls: Promise<unknown> | undefined;
  const bakedCallsOnce = () => (calls ??= readCalls(callsFile));
  const earlyModules = new Set<string>();
  return {
    name: 'roadlens-early-entry',
    api: { isEarlyModule: (id) => earlyModules.has(id) },
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      if (!serve) this.emitFile({ type: 'chunk', id: file, name: 'early' });
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // In dev and tests the module itself is imported; the build bakes in its result.
      if (serve) return `import { earlyCalls } from ${JSON.stringify(callsFile)};\nexport const EARLY_CALLS = earlyCalls();\n`;
      return `export const EARLY_CALLS = ${JSON.stringify(await bakedCallsOnce())};\n`;
    },
    buildEnd() {
      // The early script's own modules, for their own chunk (vite.config.ts): grouped with the
      // app's start-up code, the early script would wait for all of it.
      const walk = (id: string) => {
        if (earlyModules.has(id)) return;
        earlyModules.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      if (!serve) walk(file);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (serve)
          return {
            html,
            tags: [inlineFile, file].map((f) => ({
              tag: 'script',
              attrs: { type: 'module', src: `/@fs${f}` },
              injectTo: 'head-prepend' as const,
            })),
          };
        const inline = await bundleInline(inlineFile, [bakedCalls(await bakedCallsOnce())]);
        const bundle = ctx.bundle ?? {};
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === file);
        if (!entry || entry.type !== 'chunk') return html;
        // Its modules are asked for first, ahead of the app's.
        const deps = new Set<string>();
        const walk = (name: string) => {
          const c = bundle[name];
          if (c?.type !== 'chunk' || deps.has(name)) return;
          deps.add(name);
          c.imports.forEach(walk);
        };
        entry.imports.forEach(walk);
        return {
          html,
          tags: [
            { tag: 'script', children: inline, injectTo: 'body' },
            { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${entry.fileName}` }, injectTo: 'head-prepend' },
            ...[...deps].map((d) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${d}` },
              injectTo: 'head-prepend' as const,
            })),
          ],
        };
      },
    },
  };
}
