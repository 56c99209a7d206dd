// The linter is part of `npm test` (scripts/test.sh). Besides the usual correctness rules it
// enforces the layering of docs/architecture.md: the platform never reaches into features or
// adapters, leaf folders (ui, lib, config) never import features, features import only the
// platform and the shared entity features. An exception is written here with its reason.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Features other features may import: each owns tables or rules several features need
 * (docs/architecture.md, "Shared entity features"). Any other feature→feature import is an error.
 * `backoffice` is the back-office content kit (issue 15): the publishing predicates, version
 * check, state operations and list/editor components every area's staff pages build on; it
 * imports no feature itself.
 */
export const SHARED_FEATURES = ['account', 'backoffice', 'catalogue', 'coupons', 'feeding', 'notifications', 'pets', 'site', 'tracking'];

const features = fs
  .readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ADAPTERS = ['./server/rpc', './server/http', './server/seed', './server/cli.ts', './server/app.ts', './server/index.ts'];

const zones = [
  {
    target: './server/platform',
    from: ['./app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', ...ADAPTERS],
    message: 'The platform layer is below features and adapters: move what it needs into server/platform.',
  },
  {
    target: ['./app/ui', './app/lib', './app/config'],
    from: ['./app/features', './app/routes', './app/root.tsx', ...ADAPTERS],
    message: 'ui/, lib/ and config/ are leaves: pass feature data in as props or arguments.',
  },
  {
    target: './app/features',
    from: ['./app/routes', './app/root.tsx', ...ADAPTERS],
    message: 'Features are called by routes and adapters, never the other way round.',
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`, ...SHARED_FEATURES.filter((shared) => shared !== feature && features.includes(shared)).map((shared) => `./${shared}`)],
    message: `A feature imports only the platform and the shared entity features (${SHARED_FEATURES.join(', ')}).`,
  })),
];

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', 'node_modules/**', '.react-router/**', 'test-results/**', 'data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules judge code written for the compiler; this project does not use it.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/use-memo': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/error-boundaries': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Exception: the browser's RPC client takes its parameter and answer types from the server's
    // method declarations (type-only imports, erased from the bundle), so a method and its
    // callers cannot disagree. It may import the RPC adapter's types and nothing else of it.
    files: ['app/lib/apex.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.map((zone) => (zone.target.includes?.('./app/lib') ? { ...zone, from: zone.from.filter((from) => from !== './server/rpc') } : zone)) },
      ],
    },
  },
  {
    // Exception: a page module (docs/architecture.md, "Page code") is its route's loader and
    // action kept beside the feature, an adapter like the route module itself: it composes what
    // one page shows from several features (a product page shows its reviews and the stores that
    // carry it). Only route modules import it, so no feature comes to depend on another through
    // it; data and logic modules stay bound by the feature rule.
    files: ['app/features/*/pages.server.ts', 'app/features/*/*-pages.server.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => !(typeof zone.target === 'string' && zone.target.startsWith('./app/features/'))) }],
    },
  },
  {
    // Tests may build their data from the seed and drive any layer.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', performance: 'readonly' } },
  },
);
