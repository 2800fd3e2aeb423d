import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './tools/eslint-boundaries.js';
import { readdirSync, existsSync } from 'node:fs';

const WEB = 'apps/web/src';
const dirs = (p) =>
  existsSync(p)
    ? readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * The layout, guarded by lint on resolved paths (a relative import is caught however many `../` it
 * takes): a feature is a folder you could delete, so it imports no other feature, no demo app and not
 * the shell (`app/`), which composes features; `lib/` and `components/` are shared by everyone and
 * import no feature; a demo app imports no other demo app (their `shared/` excepted, and the registry
 * `demo-apps/index.ts`) and no feature; the two apps never import each other.
 */
const zones = [
  ...dirs(`${WEB}/features`).flatMap((name) => [
    {
      target: `${WEB}/features/${name}`,
      from: `${WEB}/features`,
      except: [`./${name}`],
      message: `features/${name} imports no other feature: move what is shared to lib/, components/ or the contract.`,
    },
    {
      target: `${WEB}/features/${name}`,
      from: [`${WEB}/app`, `${WEB}/demo-apps`],
      message: `features/${name} imports neither the shell (app/), which composes features, nor a demo app.`,
    },
  ]),
  { target: [`${WEB}/lib`, `${WEB}/components`], from: `${WEB}/features`, message: 'lib/ and components/ import no feature.' },
  ...dirs(`${WEB}/demo-apps`)
    .filter((name) => name !== 'shared')
    .flatMap((name) => [
      {
        target: `${WEB}/demo-apps/${name}`,
        from: `${WEB}/demo-apps`,
        except: [`./${name}`, './shared', './index.ts'],
        message: `demo-apps/${name} imports no other demo app (shared/ excepted).`,
      },
      { target: `${WEB}/demo-apps/${name}`, from: `${WEB}/features`, message: 'demo apps import no feature.' },
    ]),
  { target: 'apps/web', from: 'apps/server', message: 'the web app does not import the server.' },
  { target: 'apps/server', from: 'apps/web', message: 'the server does not import the web app.' },
];

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
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-restricted-paths': ['error', { zones }] },
  },
);
