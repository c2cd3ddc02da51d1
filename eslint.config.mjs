import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The repository root: the boundary paths below are relative to it, wherever ESLint runs from. */
const root = fileURLToPath(new URL('.', import.meta.url));

/** The folders directly under `dir` (features, backend modules): each is a boundary of its own. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersIn('frontend/src/features');
const modules = foldersIn('backend/src/modules');

/** Architecture rules (docs/architecture.md): who may import whom. Paths resolve through each tsconfig (`@/`, `@kedai/contracts`). */
const boundaryZones = [
  // (a) A frontend feature does not import another feature: shared code goes to lib/, components/ or contracts.
  ...features.map((name) => ({
    target: `./frontend/src/features/${name}`,
    from: features.filter((other) => other !== name).map((other) => `./frontend/src/features/${other}`),
    message: 'Features do not import each other: move what both need to lib/, components/ or @kedai/contracts.',
  })),
  // (b) Shared frontend code does not depend on features, routes or the app shell.
  {
    target: [
      './frontend/src/components',
      './frontend/src/lib',
      './frontend/src/hooks',
      './frontend/src/config',
      './frontend/src/types',
    ],
    from: ['./frontend/src/features', './frontend/src/app', './frontend/src/routes'],
    message: 'Shared code (components, lib, hooks, config, types) does not import features, routes or app.',
  },
  // (c) The browser gets nothing from the server's code; what both need lives in @kedai/contracts.
  {
    target: './frontend',
    from: './backend',
    message: 'The frontend imports nothing from backend/: share it through @kedai/contracts.',
  },
  // (d) The backend's core is infrastructure: it knows no domain module.
  {
    target: './backend/src/core',
    from: './backend/src/modules',
    message: 'backend/src/core does not import modules: invert it (a port in core, implemented by the module).',
  },
  // (e) A module's public face is its index.ts: another module imports nothing else of it (no deep imports),
  // so its entities, queries and helpers stay private. Entities may still name another module's entity in a
  // TypeORM relation (an order belongs to a user): entity files may import other modules' entities/.
  ...modules.flatMap((name) =>
    modules
      .filter((other) => other !== name)
      .flatMap((other) => [
        {
          target: [`./backend/src/modules/${name}/*.ts`, `./backend/src/modules/${name}/!(entities)/**/*.ts`],
          from: `./backend/src/modules/${other}`,
          except: ['./index.ts'],
          message: `Import the ${other} module through its index.ts (its public face), not its files.`,
        },
        {
          target: `./backend/src/modules/${name}/entities/**/*.ts`,
          from: `./backend/src/modules/${other}`,
          except: ['./index.ts', './entities'],
          message: `Import the ${other} module through its index.ts; an entity may also name its entities.`,
        },
      ]),
  ),
  // (j) The backend's root modules (api, worker, all, core) are composition: nothing in core/ or modules/
  // imports them.
  {
    target: ['./backend/src/core', './backend/src/modules'],
    from: [
      './backend/src/all.module.ts',
      './backend/src/api.module.ts',
      './backend/src/worker.module.ts',
      './backend/src/core.module.ts',
      './backend/src/root-module.ts',
    ],
    message: 'core/ and modules/ do not import a root module: the root passes what is needed in.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'frontend/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'backend/**/*.ts',
      'migrations/**/*.ts',
      'test/**/*.ts',
      'bench/**/*.{js,ts}',
      'frontend/scripts/**/*.{mjs,ts}',
      'backend/scripts/**/*.mjs',
      'test/**/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Boundaries (a)–(e) and (f) no import cycles, on the application sources, each resolved by its tsconfig.
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources are modules too (the default is .js only), parsed as typescript-eslint does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // (l) Promises are awaited or handled on purpose: an unhandled rejection from a forgotten `await` is a crash or a
  // silent half-done change, and an async handler passed where a void callback is expected (an onClick, an
  // event listener) drops its errors. These rules need the type checker, so they cover the application sources.
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // TypeORM relations go both ways (Order ↔ OrderItem), resolved lazily (`() => Order`, `Relation<>`):
    // cycles among entity files are how the ORM works. A cycle through any other file is still reported there.
    files: ['backend/src/modules/*/entities/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}frontend/tsconfig.json` })],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}backend/tsconfig.json` })],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**', '@kedai/backend', '@kedai/backend/*'],
              message: 'The frontend imports nothing from backend/: share it through @kedai/contracts.',
            },
            {
              group: ['@kedai/contracts/*', '**/packages/contracts/**'],
              message: 'Import the contracts package by its name, @kedai/contracts.',
            },
          ],
        },
      ],
    },
  },
  // (k) Realtime events leave only from announcers, listeners and gateways (docs/architecture.md, "State change,
  // then listeners"): a service changes state and emits a domain event; only these files may import
  // RealtimeService. A service that must ask who is connected uses core/realtime's SocketCensus (read-only).
  {
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/core/realtime/**',
      'backend/src/**/listeners/**',
      'backend/src/**/*.listener.ts',
      'backend/src/**/*-announcer.ts',
      'backend/src/**/*.announcer.ts',
      'backend/src/**/*.gateway.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/realtime/realtime.service', '**/realtime/realtime.service.ts'],
              message:
                'Only announcers, listeners and gateways emit realtime events: emit a domain event (core/events/domain-events.ts) after the state change and announce it from a listener of the owning module.',
            },
          ],
        },
      ],
    },
  },
  // (m) Configuration comes from the typed config (core/config: validated, documented, defaulted), never from
  // process.env in a module: a setting read in two places drifts. Only the process's start and core's
  // infrastructure (config itself, the embedded services, the secret box's key, the process role) read it.
  {
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/main.ts',
      'backend/src/start-process.ts',
      'backend/src/cli/**',
      'backend/src/core/config/**',
      'backend/src/core/infra/**',
      'backend/src/core/queue/role.ts',
      'backend/src/core/security/secret-box.ts',
      'backend/src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through the typed config (core/config/configuration.ts: ConfigService or its registerAs factories), not process.env.',
        },
      ],
    },
  },
  // (n) An order's columns change only through the orders module: other modules ask OrderTransaction for a
  // named transition (receiptAttached, delivered, flagged…), never `tx.update` with a patch of columns.
  {
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['backend/src/modules/orders/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='tx'][callee.property.name='update']",
          message:
            "Ask the order transaction for a named transition (orders/services/order-transitions.service.ts) instead of patching an order's columns.",
        },
      ],
    },
  },
  // (h) Translated storefront screens show no hard-coded text: every word a customer reads comes from a
  // catalogue (docs/i18n.md). Screens are added here as they are translated.
  {
    files: [
      'frontend/src/app/layouts/{footer,bottom-tab-bar,store-layout}.tsx',
      'frontend/src/app/route-error.tsx',
      'frontend/src/components/ui/!(export-csv-button).tsx',
      'frontend/src/app/layouts/header/{header,header-search,count-link,account-menu,mobile-menu,language-switcher}.tsx',
      'frontend/src/routes/{home,products,product,favorites,view-ratings,cart,checkout,not-found}.tsx',
      'frontend/src/features/{catalog,cart,chat}/**/*.tsx',
      'frontend/src/routes/{login,account-links,profile}.tsx',
      'frontend/src/routes/{order-confirmation,upload-receipt,redeem,my-orders,order-receipt,order-detail}.tsx',
      'frontend/src/features/orders/components/*.tsx',
      'frontend/src/routes/{installation-guide,activation-tutorials,policy}.tsx',
      'frontend/src/features/orders/components/installation-guide/**/*.tsx',
      'frontend/src/features/tutorials/**/*.tsx',
      'frontend/src/features/auth/components/{login-form,register-form,forgot-password-form,set-password-form,auth-fields,require-auth}.tsx',
      'frontend/src/features/auth/components/{second-factor-step,two-factor-panel,sessions-panel}.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt'] },
        },
      ],
    },
  },
  // (i) The admin area's texts are in catalogues too (English only for now, docs/i18n.md): adding a language
  // to admin is translation only.
  {
    files: [
      'frontend/src/app/layouts/{admin-layout,admin-nav,admin-popup-layout}.tsx',
      'frontend/src/routes/admin-login.tsx',
      'frontend/src/routes/admin/*.tsx',
      'frontend/src/features/{admin-chat,admin-customers,admin-dashboard,admin-discounts,admin-inspector,admin-maintenance,admin-orders,admin-outbox,admin-products,admin-screenshot,admin-steps-preview,admin-upload-test,admin-users,ops-queues,guide-configs,settings}/**/*.tsx',
      'frontend/src/features/auth/components/admin-login-form.tsx',
      'frontend/src/components/admin/**/*.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt'] },
        },
      ],
    },
  },
  // Tests wait for an event or a state with a deadline (eventually/nextEvent in test/support/wait.ts), never for
  // a fixed time: too short on a loaded machine, too long on an idle one.
  {
    files: ['test/**/*.ts'],
    ignores: ['test/support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message:
            'No fixed sleeps in tests: wait for the state or the event with eventually() or nextEvent() (test/support/wait.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps in browser tests: wait for what the page shows (expect(...).toBeVisible(), expect.poll).',
        },
      ],
    },
  },
  // (g) File and folder names are kebab-case (`.spec`, `.module` and the like are not part of the name).
  {
    files: ['frontend/src/**/*', 'backend/src/**/*', 'packages/contracts/src/**/*', 'test/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
