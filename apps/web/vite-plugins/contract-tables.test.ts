import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { links } from '@roadlens/contract/endpoints/links';
import { contractTables, tablesCode } from './contract-tables.ts';

const endpoints = path.resolve(import.meta.dirname, '../../../packages/contract/src/endpoints');
type Hook = (...args: unknown[]) => unknown;

/** The plugin as the build (or the dev server) runs it. */
function plugin(command: 'build' | 'serve') {
  const p = contractTables();
  (p.configResolved as Hook)({ command });
  return (id: string) => (p.load as Hook).call({}, id) as Promise<string | undefined>;
}

describe('contract tables in the built app', () => {
  it('keeps each endpoint of a table with its method, path and kind of body, and no schema or import', async () => {
    const code = (await plugin('build')(path.join(endpoints, 'links.ts')))!;
    expect(code).not.toMatch(/\bimport\b|zod/);
    const table = JSON.parse(/export const links = (.*);/.exec(code)![1]) as Record<string, Record<string, unknown>>;
    expect(Object.keys(table)).toEqual(Object.keys(links));
    expect(table.drawn).toEqual({ method: links.drawn.method, path: links.drawn.path });
    expect(Object.values(table).every((e) => Object.keys(e).every((k) => ['method', 'path', 'raw'].includes(k)))).toBe(true);
  });

  it('keeps the kind of body of a file or stream endpoint', async () => {
    const code = (await plugin('build')(path.join(endpoints, 'events.ts')))!;
    expect(code).toContain('"raw":"stream"');
  });

  it('fails the build on an export that is not an endpoint table', () => {
    expect(() => tablesCode('/x/endpoints/area.ts', { area: { list: { method: 'GET', path: '/api/x/' } }, Thing: { shape: {} } })).toThrow(
      /area\.ts: the export Thing is not an endpoint table/,
    );
  });

  it('leaves the modules as they are in the dev server and tests, and leaves other modules and the index alone', async () => {
    expect(await plugin('serve')(path.join(endpoints, 'links.ts'))).toBeUndefined();
    expect(await plugin('build')(path.join(endpoints, 'index.ts'))).toBeUndefined();
    expect(await plugin('build')(path.join(endpoints, '../links.ts'))).toBeUndefined();
  });
});
