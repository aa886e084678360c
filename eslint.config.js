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

// Who owns which table (docs/architecture.md, "Who owns which table"): code touches only its own tables and
// reaches another module's data through that module's index.ts. Names are db/schema's exports.
const identityTables = ['users', 'userCards', 'otpCodes', 'otpSends', 'otpLocks', 'contactPreferences', 'sessions', 'emailVerifications'];
const tableOwners = {
  'modules/airport-concierge': ['airportConciergeUploads'],
  'modules/bookings': ['bookings', 'bookingTransitions'],
  'modules/catalogue': ['cardProducts', 'catalogueEntries', 'countries', 'cities', 'localities', 'clients', 'catalogueVersion'],
  // sessions/ is identity's session store (its own folder so the auth plugin can build it before identity).
  'modules/identity': identityTables,
  'modules/sessions': identityTables,
  'modules/jobs': ['jobs'],
  'modules/notifications': ['notificationDeliveries'],
  'modules/offers': [
    ...['offerCategories', 'offerCategoryDetails', 'offerProviders', 'merchants', 'merchantUsers', 'merchantOutlets'],
    ...['offers', 'offerCardProducts', 'voucherCodes', 'bundles', 'bundleGroups', 'offerSelections'],
    ...['redemptions', 'redemptionStatusHistory', 'giftCards', 'giftCardEvents', 'voucherResends', 'offerPendingChanges'],
    'giftCardPurchases',
  ],
  'modules/ops': ['staffCredentials', 'staffPasswordTokens', 'staffSignInAttempts'],
  'modules/rewards': ['rewardsCartItems', 'rewardsCheckouts', 'rewardsCheckoutItems', 'rewardsBookings'],
  'gateways/tours': ['toursSandboxBookings'],
  'gateways/hotels': ['hotelsSandboxOrders', 'hotelPriceLocks', 'hotelContent'],
  'modules/payments': ['payments', 'refunds', 'savedPaymentCards', 'paymentStatuses', 'refundStatuses'],
  'gateways/outbox': ['outboxMessages'],
  'gateways/sms': ['outboxMessages'],
  'gateways/payment': ['sandboxTransactions', 'sandboxRefunds', 'sandboxCards'],
  plugins: ['rateLimitCounters'],
};
// The few reads that join another module's table to stay one round trip, each in the owner's file that answers it.
const declaredJoins = {
  'modules/bookings/staff-queries.ts': ['users'], // the staff queue and a booking's cardholder
  'modules/bookings/payment-queries.ts': ['payments'], // a gateway callback's payment with its booking
};
// Read-only readers of other modules' tables, on purpose: they own none and never write (docs/architecture.md).
const readOnlyReaders = {
  // The ledger (issue 27): every captured payment booked or refunded, across the money flows and the sandbox bank's books.
  'modules/ledger/repository.ts': [
    ...['payments', 'refunds', 'bookings', 'jobs', 'sandboxTransactions', 'sandboxRefunds'],
    ...['rewardsCheckouts', 'rewardsCheckoutItems', 'rewardsBookings'],
    ...['giftCardPurchases', 'giftCards'],
  ],
};
const ownTablesOnly = (allowed) => [
  'error',
  {
    patterns: [
      {
        regex: '(^|/)db/schema(/|$)',
        ...(allowed.length > 0 ? { allowImportNames: allowed } : {}),
        message: "Touch only your own module's tables (docs/architecture.md); ask the owner through its index.ts.",
      },
    ],
  },
];
const apiCodeFolders = [
  ...apiModules.map((m) => `modules/${m}`),
  ...folders('apps/api/src/gateways').map((g) => `gateways/${g}`),
  'plugins',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**', '.tmp/**', '.tools/**'] },
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
  ...apiCodeFolders.map((folder) => ({
    files: [`apps/api/src/${folder}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ownTablesOnly(tableOwners[folder] ?? []) },
  })),
  ...Object.entries({ ...declaredJoins, ...readOnlyReaders }).map(([file, tables]) => ({
    files: [`apps/api/src/${file}`],
    rules: { 'no-restricted-imports': ownTablesOnly([...(tableOwners[path.dirname(file)] ?? []), ...tables]) },
  })),
);
