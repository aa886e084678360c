import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['identity', 'cards', 'golf', 'airport-concierge', 'airport-transfers', 'bookings', 'payments', 'ops', 'info', 'home', 'profile', 'settings'];

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
  // bulletproof-react: a feature never reaches into another feature; share through components/, lib/ or the contract.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: webFeatures.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/*`, `**/features/${f}/*`]),
          message: 'Features must not import each other; move shared code to components/, lib/ or the contract.',
        }],
      }],
    },
  })),
  // fastify/demo: modules never import each other's insides.
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['../*/repository*', '../*/service*', '../*/routes*'], message: 'Modules talk through their public index, never each other\'s files.' }],
      }],
    },
  },
);
