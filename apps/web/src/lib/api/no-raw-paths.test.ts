import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isTemplateCall } from '../../mocks/template-calls.ts';

/**
 * The web app reaches our API only through the typed client and the contract's endpoint table:
 * no string in the app's code names an `/api/` path by hand. The template areas (their calls go
 * to the in-page mock, not to us), the client itself and tests are outside the rule.
 */

const SRC = path.resolve(import.meta.dirname, '../..');
const SKIPPED_DIRS = ['demo-apps', 'mocks', 'testing', path.join('lib', 'api')];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return SKIPPED_DIRS.includes(path.relative(SRC, full)) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(d.name) && !isTest(d.name) ? [full] : [];
  });
}

// A path of ours: `/api/…`, `api/…`, a request matcher starting `*` or an absolute URL to one.
const API_PATH = /^(\*|https?:\/\/[^/]+)?\/?api\//;

/** Every string and template piece of a file that names an /api/ path, with its line. */
export function rawApiPaths(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // Module names (`./api/client.ts`) are files, not calls.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const value = node.text;
      if (API_PATH.test(value) && !isTemplateCall(value.replace(/^\*/, ''))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(SRC, file)}:${line + 1} ${JSON.stringify(value)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('calls to our API', () => {
  it('finds a hand-written path (the rule can fail)', () => {
    expect(rawApiPaths('x.ts', "fetch('/api/map/devices/'); const u = `/api/map/links/${1}/`;")).toHaveLength(2);
    expect(
      rawApiPaths(
        'x.ts',
        "import { a } from './api/x.ts';\n// GET /api/map/devices/ in a comment\nconst a = 'apiary/'; const t = 'api/apps/mailbox';",
      ),
    ).toEqual([]);
  });

  it('go only through the typed client: no /api/ path is written by hand outside it', () => {
    const offenders = sourceFiles(SRC).flatMap((f) => rawApiPaths(f, readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
