import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A small ESLint rule that keeps the layout's boundaries on resolved paths, so a relative import
// is caught however many `../` it takes. A zone says: files under `target` may not import from
// under `from`, except from the `except` paths (relative to `from`).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const abs = (p) => path.resolve(ROOT, p);
const list = (v) => (Array.isArray(v) ? v : [v]);
const noExt = (p) => p.replace(/\.(tsx?|jsx?|json)$/, '');
const within = (p, dir) => p === dir || p.startsWith(dir + path.sep) || noExt(p) === noExt(dir);

const noRestrictedPaths = {
  meta: { type: 'problem', schema: [{ type: 'object' }], docs: { description: 'Imports across the layout boundaries.' } },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((z) => ({
      targets: list(z.target).map(abs),
      froms: list(z.from).map(abs),
      excepts: list(z.except ?? []).flatMap((e) => list(z.from).map((f) => path.resolve(abs(f), e))),
      message: z.message,
    }));
    const file = context.filename;
    const mine = zones.filter((z) => z.targets.some((t) => within(file, t)));
    if (mine.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      for (const z of mine) {
        if (z.froms.some((f) => within(resolved, f)) && !z.excepts.some((e) => within(resolved, e))) {
          context.report({ node, message: z.message });
          return;
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundaries = { rules: { 'no-restricted-paths': noRestrictedPaths } };
