import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
// Read from disk, so a new feature or module is under the rules the day it is made.
const webFeatures = folders('apps/web/src/features');
const apiModules = folders('apps/api/src/modules');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // Boundaries, checked on resolved paths so an alias (`@/features/x/...`) and a relative path (`../../x/...`) are the same import.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings (which files it parses and with what), then a resolver that follows the root
      // tsconfig's references to each package's own (the web app's carries the `@/` alias).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // bulletproof-react: a feature never reaches into another feature; share through components/, lib/ or the contract.
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features must not import each other; move shared code to components/, lib/ or the contract.',
            })),
            // …and the shared layers never reach up into a feature or the app shell (app → features → shared, one way).
            {
              target: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/api', 'apps/web/src/config'],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Shared code must not import a feature or the app shell.',
            },
            // fastify/demo: a module reaches another module only through its index.ts (its plugin and public types),
            // never its routes, service or repository (the repository belongs to its module alone).
            ...apiModules.map((module) => ({
              target: `apps/api/src/modules/${module}`,
              from: 'apps/api/src/modules',
              except: [`./${module}`, ...apiModules.filter((m) => m !== module).map((m) => `./${m}/index.ts`)],
              message: "Modules talk through their index.ts, never each other's files; shared test helpers live in src/test.",
            })),
          ],
        },
      ],
    },
  },
);
