import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { links } from '@roadlens/contract/endpoints/links';
import { contractTables, KEPT, tablesCode } from './contract-tables.ts';

const endpoints = path.resolve(import.meta.dirname, '../../../packages/contract/src/endpoints');
const webSrc = path.resolve(import.meta.dirname, '../src');

/** The app's own source files, tests and their helpers left out (they run on the whole tables). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/**
 * Every `table.operation.field` in a file where `table` comes from an endpoint table's module and `field` is one the
 * built app does not carry: it would work in the dev server and tests, and be undefined in the build.
 */
function droppedFieldReads(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const tables = new Set<string>();
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^@roadlens\/contract\/endpoints\//.test(node.moduleSpecifier.text)
    ) {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) named.elements.forEach((e) => tables.add(e.name.text));
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      tables.has(node.expression.expression.text) &&
      !(KEPT as readonly string[]).includes(node.name.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(webSrc, file)}:${line + 1} ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
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

  it('no code of the app reads a field of an endpoint that the built tables leave out (a schema, the access)', () => {
    const files = sourceFiles(webSrc);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => droppedFieldReads(f))).toEqual([]);
  });

  it('finds such a read, and leaves the fields the build keeps', () => {
    const text = [
      "import { links } from '@roadlens/contract/endpoints/links';",
      'const schema = links.create.body;',
      'const where = [links.create.method, links.create.path, links.create.raw];',
    ].join('\n');
    expect(droppedFieldReads(path.join(webSrc, 'x.ts'), text)).toEqual(['x.ts:2 links.create.body']);
  });

  it('leaves the modules as they are in the dev server and tests, and leaves other modules and the index alone', async () => {
    expect(await plugin('serve')(path.join(endpoints, 'links.ts'))).toBeUndefined();
    expect(await plugin('build')(path.join(endpoints, 'index.ts'))).toBeUndefined();
    expect(await plugin('build')(path.join(endpoints, '../links.ts'))).toBeUndefined();
  });
});
