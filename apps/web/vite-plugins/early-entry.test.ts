import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyEntry } from './early-entry.ts';

const src = path.resolve(import.meta.dirname, '../src');
type Hook = (...args: unknown[]) => unknown;

/** The plugin as the build (or the dev server) runs it. */
function plugin(command: 'build' | 'serve') {
  const p = earlyEntry(path.join(src, 'early.ts'), path.join(src, 'early-calls.ts'));
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
});
