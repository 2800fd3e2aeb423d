import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const dirs = (p) => (existsSync(p) ? readdirSync(p, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

/**
 * The layout, guarded by lint (aesthetics-anchors §9.2): a feature never imports another feature,
 * a demo app never imports another demo app (their `shared/` excepted), features and demo apps
 * never import each other, and the two apps never import each other.
 */
function boundaries(kind, names, allow = []) {
  return names
    .filter((n) => !allow.includes(n))
    .map((name) => ({
      files: [`apps/web/src/${kind}/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...names.filter((o) => o !== name && !allow.includes(o)).map((o) => ({ group: [`**/${kind}/${o}/**`, `../${o}/**`, `../${o}`], message: `${kind}/${name} must not import ${kind}/${o}` })),
              { group: [kind === 'features' ? '**/demo-apps/**' : '**/features/**'], message: 'features and demo apps do not import each other' },
              { group: ['**/apps/server/**', '@roadlens/server'], message: 'the web app does not import the server' },
            ],
          },
        ],
      },
    }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/public/**', 'e2e/artifacts/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off', 'react-hooks/refs': 'off' },
  },
  ...boundaries('features', dirs('apps/web/src/features')),
  ...boundaries('demo-apps', dirs('apps/web/src/demo-apps'), ['shared']),
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@roadlens/web'], message: 'the server does not import the web app' }] }] },
  },
);
