import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyEntry } from './early-entry.ts';
import { bundleInline } from './inline-bundle.ts';

const src = path.resolve(import.meta.dirname, '../src');
type Hook = (...args: unknown[]) => unknown;

/** The plugin as the build (or the dev server) runs it. */
function plugin(command: 'build' | 'serve') {
  const p = earlyEntry(path.join(src, 'early.ts'), path.join(src, 'early-calls.ts'), path.join(src, 'preview-start.ts'));
  (p.configResolved as Hook)({ command });
  return { p, load: (id: string) => (p.load as Hook).call({}, id) as Promise<string | undefined> };
}

describe('early entry', () => {
  it('bakes the early addresses into the build as plain text: no contract, no zod', async () => {
    const { p, load } = plugin('build');
    expect((p.resolveId as Hook).call({}, 'virtual:early-calls')).toBe('\0virtual:early-calls');
    const code = (await load('\0virtual:early-calls'))!;
    expect(code).not.toMatch(/\bimport\b/);
    const calls = JSON.parse(/EARLY_CALLS = (.*);/.exec(code)![1]) as { session: string[]; map: string[] };
    expect(calls.session).toContain('/api/platform/users/me/');
    expect(calls.map.length).toBeGreaterThan(0);
    expect(calls.map.every((u) => u.startsWith('/api/'))).toBe(true);
  });

  it('imports the addresses module itself in dev and tests', async () => {
    const { load } = plugin('serve');
    expect(await load('\0virtual:early-calls')).toContain('early-calls.ts');
    expect(await load('/src/other.ts')).toBeUndefined();
  });

  it('knows the early script’s static modules once the build has read them', () => {
    const { p } = plugin('build');
    const graph: Record<string, string[]> = { [path.join(src, 'early.ts')]: ['a', 'b'], a: ['c'], b: [], c: [], d: [] };
    (p.buildEnd as Hook).call({ getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) });
    expect(['a', 'b', 'c', 'd'].map((id) => p.api.isEarlyModule(id))).toEqual([true, true, true, false]);
  });

  it('writes the first script into the page as one classic script, with the preview and the addresses, before the body ends', async () => {
    const { p } = plugin('build');
    const chunk = { type: 'chunk', isEntry: true, facadeModuleId: path.join(src, 'early.ts'), fileName: 'assets/early-x.js', imports: [] };
    const handler = (p.transformIndexHtml as { handler: Hook }).handler;
    const out = (await handler('<html><body></body></html>', { bundle: { 'assets/early-x.js': chunk } })) as {
      tags: { tag: string; children?: string; attrs?: Record<string, unknown>; injectTo: string }[];
    };
    const inline = out.tags.find((t) => t.tag === 'script' && !t.attrs);
    expect(inline?.injectTo).toBe('body');
    const code = inline!.children!;
    // A classic script: no import or export left, so it runs as the HTML is read.
    expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\s*\(|import\.meta/m);
    expect(code).toContain('/api/map/links/drawn/');
    // The preview is drawn by the script itself: no worker or other file to wait for.
    expect(code).toContain('map-preview');
    expect(code).toContain('getContext');
    expect(code).not.toContain('new Worker');
    expect(out.tags.find((t) => t.attrs?.src === '/assets/early-x.js')?.injectTo).toBe('head-prepend');
  }, 60_000);

  it('refuses to inline a script the HTML parser would cut short', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rl-inline-'));
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(entry, 'document.title = "<!-- x";\n');
    await expect(bundleInline(entry, [])).rejects.toThrow(/cannot be inlined/);
  }, 60_000);
});
