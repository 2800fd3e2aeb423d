import type { Plugin } from 'vite';

/**
 * A second entry script placed before the app's in index.html, built as its own chunk: the browser
 * runs it as soon as its own few modules have arrived, while the app's graph is still downloading.
 * (Two script tags in index.html would be merged into one entry that waits for the whole graph.)
 */
export function earlyEntry(file: string): Plugin {
  let serve = false;
  return {
    name: 'roadlens-early-entry',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      if (!serve) this.emitFile({ type: 'chunk', id: file, name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (serve) return { html, tags: [{ tag: 'script', attrs: { type: 'module', src: `/@fs${file}` }, injectTo: 'head-prepend' }] };
        const bundle = ctx.bundle ?? {};
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === file);
        if (!entry || entry.type !== 'chunk') return html;
        // Its modules are asked for first: the app's hundred-odd preloads would otherwise take the
        // browser's few connections to the server ahead of them.
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
