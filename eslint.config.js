// The linter is part of `npm test` (scripts/test.sh). Besides the usual correctness rules it
// enforces the layering of docs/architecture.md: app/lib's leaves import nothing, the platform
// imports only those leaves, ui and config never import features, features import only the
// platform, the app's kits and the shared entity features. An exception is written here with its reason.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Features other features may import (docs/architecture.md, "Shared entity features"); any other
 * feature→feature import is an error, except in page modules (pages/), which compose a page from
 * several areas. Each is here for a reason:
 * - `account`: the member, which every member-facing area names (orders, inquiries, reviews), and
 *   the member's notice box, which every area that tells a member something writes to.
 * - `catalogue`: the products (and their feeding amounts), which trials, reviews, coupons, health
 *   results and articles point at.
 * - `pets`: the pet, which health programs, trials and feeds are about; its species label too.
 * - `offline-store`: the stores and the 1+1 coupons a health result or a review issues.
 * - `site`: the site's settings and legal texts (sign-up agreements, service promises).
 */
export const SHARED_FEATURES = ['account', 'catalogue', 'offline-store', 'pets', 'site'];

const features = fs
  .readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ADAPTERS = ['./server/adapters'];
// Every adapter but the RPC one, whose method types the browser's RPC client may import.
const ADAPTERS_BUT_RPC = fs
  .readdirSync(new URL('./server/adapters', import.meta.url))
  .filter((name) => name !== 'rpc')
  .map((name) => `./server/adapters/${name}`);

// The layers, bottom up (docs/architecture.md, "Layers"): app/lib (pure leaves) < server/platform <
// app/config, app/ui < app/page-kit, app/rpc-client < app/staff-kit < app/features < app/routes,
// server/adapters.
const APP_ABOVE_LIB = ['./app/config', './app/ui', './app/page-kit', './app/rpc-client', './app/staff-kit', './app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', './app/load-context.ts', './app/routes.ts'];
const zones = [
  {
    target: './app/lib',
    from: [...APP_ABOVE_LIB, './server'],
    message: 'app/lib holds pure leaves (text, dates, URLs, search terms): they import nothing of the app or the server.',
  },
  {
    target: './server/platform',
    from: [...APP_ABOVE_LIB, ...ADAPTERS],
    message: 'The platform is below the app: it imports only app/lib leaves; move what it needs into server/platform.',
  },
  {
    target: ['./app/ui', './app/config'],
    from: ['./app/page-kit', './app/rpc-client', './app/staff-kit', './app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', ...ADAPTERS],
    message: 'ui/ and config/ are leaves of the app: pass feature data in as props or arguments.',
  },
  {
    target: './app/page-kit',
    from: ['./app/rpc-client', './app/staff-kit', './app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', ...ADAPTERS],
    message: 'page-kit is what every page module builds on: it knows no feature, route or adapter.',
  },
  {
    // Exception: the browser's RPC client takes its parameter and answer types from the server's
    // method declarations (type-only imports, erased from the bundle), so a method and its
    // callers cannot disagree. It may import the RPC adapter's types and no other adapter.
    target: './app/rpc-client',
    from: ['./app/page-kit', './app/staff-kit', './app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', ...ADAPTERS_BUT_RPC],
    message: "The RPC client imports only the RPC adapter's method types.",
  },
  {
    target: './app/staff-kit',
    from: ['./app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', ...ADAPTERS],
    message: 'The back-office kit is what every area\'s staff pages build on: it knows no feature.',
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

/** Syntax no module writes: the species words and LIKE escapes have one home each. */
const BOTH_PARTICLES = '\\(으\\)로|을\\(를\\)|은\\(는\\)|이\\(가\\)|과\\(와\\)';
const SHARED_SYNTAX = [
  {
    // A value in a sentence takes its own particle ("당첨으로", "배송준비로"), never "(으)로".
    selector: `Literal[value=/${BOTH_PARTICLES}/], TemplateElement[value.raw=/${BOTH_PARTICLES}/], JSXText[value=/${BOTH_PARTICLES}/]`,
    message: "Choose the particle with particle() / withParticle() from app/lib/korean-particles.ts; a screen never shows '(으)로' or '을(를)'.",
  },
  {
    selector: "ConditionalExpression[consequent.value=/^(강아지|고양이)$/], ConditionalExpression[alternate.value=/^(강아지|고양이)$/]",
    message: 'Use speciesLabel() from app/features/pets/species.ts for a species name.',
  },
  {
    selector: "ObjectExpression:has(> Property[key.name=/^(dog|Dog)$/][value.value='강아지']):has(> Property[key.name=/^(cat|Cat)$/][value.value='고양이'])",
    message: 'Use speciesLabel() from app/features/pets/species.ts instead of a label map of your own.',
  },
  {
    selector: "Property[key.name='label'][value.value=/^(강아지|고양이)$/], BinaryExpression[right.value=/^(강아지|고양이)$/]",
    message: 'Use speciesLabel() from app/features/pets/species.ts, and compare species codes, not their words.',
  },
  {
    // Searches once dropped wildcards in some places and escaped them in others.
    selector: 'Literal[regex.pattern=/%_|_%/]',
    message: 'Build LIKE patterns with likeContaining() / likeStartingWith() from server/platform/db/like.ts.',
  },
];

/**
 * Every table has one owner (docs/architecture.md, "Data"): SQL — a Kysely query builder
 * or the `sql` tag — is written only in a feature's `data/` modules, the health programs' shared
 * `data/`, and the platform's modules of its own tables (sessions, audit, outbox, media, search
 * index, migrations). Everything else calls the owner's functions.
 */
const QUERY_BUILDERS = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
    message: "SQL lives in the owning feature's data/ module: call its function (docs/architecture.md, \"Data\").",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: "SQL lives in the owning feature's data/ module: call its function (docs/architecture.md, \"Data\").",
  },
];

/**
 * Links name pages by their route id (issue 23 item 4): `href('staff-member-detail', { id })` from
 * app/config/href.ts, never a hand-written path, so a page that moves moves every link to it and a
 * link to a page that does not exist fails the type check. Site files that are not pages (media,
 * images, assets, the RPC and SEO endpoints) are not routes and keep their paths.
 */
const NOT_A_PAGE = '(?!cms\\b|img\\b|assets\\b|sfsites\\b|lwr\\b|services\\b|fonts\\b)';
const LINK_MESSAGE = "Name the page: href('<route id>', query) from app/config/href.ts, not its path.";
/** Every fixed page path of the route tables (not '/', which is also every path's start). */
const PAGE_PATHS = ['app/config/site-routes.ts', 'app/config/staff-routes.ts']
  .flatMap((file) => [...fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]))
  .filter((p) => p !== '/' && !p.includes(':'))
  .sort((x, y) => y.length - x.length)
  .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '\\/'));
const A_PAGE_PATH = `^(?:${PAGE_PATHS.join('|')})(?:[?#]|\\/|$)`;
const LINK_LITERALS = [
  {
    // A page's path written anywhere (a prop, a constant, a comparison) instead of href().
    selector: `Literal[value=/${A_PAGE_PATH}/], TemplateLiteral[quasis.0.value.raw=/${A_PAGE_PATH}/]`,
    message: LINK_MESSAGE,
  },
  {
    selector: `JSXAttribute[name.name=/^(to|href|action|path)$/] Literal[value=/^\\/${NOT_A_PAGE}/]`,
    message: LINK_MESSAGE,
  },
  {
    selector: `JSXAttribute[name.name=/^(to|href|action|path)$/] TemplateLiteral[quasis.0.value.raw=/^\\/${NOT_A_PAGE}/]`,
    message: LINK_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name=/^(redirect|navigate|replace)$/] > Literal[value=/^\\/${NOT_A_PAGE}/], CallExpression[callee.name=/^(redirect|navigate|replace)$/] > TemplateLiteral[quasis.0.value.raw=/^\\/${NOT_A_PAGE}/]`,
    message: LINK_MESSAGE,
  },
  {
    selector: 'Literal[value=/^\\/staff(\\/|$)/], TemplateLiteral[quasis.0.value.raw=/^\\/staff(\\/|$)/]',
    message: LINK_MESSAGE,
  },
  {
    // A page's path made by appending to another (`${base}/step2`): the step has an id of its own.
    // An address on another host (`${VIDEO_EMBED_ORIGIN}/embed/…`, the file domain) is not a page.
    selector: 'TemplateLiteral[quasis.0.value.raw=""]:not([expressions.0.name=/(ORIGIN|[Oo]rigin|[Dd]omain)$/]) > TemplateElement:nth-child(2)[value.raw=/^\\/[a-z]/]',
    message: LINK_MESSAGE,
  },
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
      // no-cycle skips `import type` and all-inline-`type` imports (import-x 4 has no option to count
      // them); server/architecture/import-cycles.test.ts fails on any cycle, type-only ones included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // One member guard and one staff guard for pages: requireMember / requireStaff. The generic
      // requireCredential serves only the operation action (app/page-kit/operation-action.server.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '#app/page-kit/auth.server', importNames: ['requireCredential'], message: 'Pages guard with requireMember(context, request) or requireStaff(context, request, permission).' },
          ],
        },
      ],
      // A species reads the same everywhere: its words come from speciesLabel() in
      // app/features/pets/species.ts, never from a ternary or a label map of a page's own.
      'no-restricted-syntax': ['error', ...SHARED_SYNTAX, ...QUERY_BUILDERS],
    },
  },
  {
    // The one place the species words are written, and the one place LIKE patterns are escaped.
    files: ['app/features/pets/species.ts', 'server/platform/db/like.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The owners of tables: a feature's data modules, and the platform's own tables.
    // The back-office kit's data modules write the columns every content table shares (publishing
    // switch, publish time, deletion, version) through the table name its caller hands in; they
    // name no table of their own.
    files: ['app/features/*/data/*.server.ts', 'app/features/health/shared/data/*.server.ts', 'app/staff-kit/data/*.server.ts', 'server/platform/**/*.ts'],
    ignores: ['server/platform/db/like.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SHARED_SYNTAX] },
  },
  {
    // The seed's own bookkeeping table (seed_keys: which demo items were inserted once); no feature owns it.
    files: ['server/adapters/seed/seed-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SHARED_SYNTAX] },
  },
  {
    // Exception: the growth bench's loader bulk-generates up to 100k synthetic rows a table in many
    // features' tables (multi-row inserts under the parameter limit, tracking triggers set aside,
    // search rows and their full-text entries copied whole). No owner's function writes at that
    // speed, and none should exist for a benchmark alone; it reads through owners where it can.
    files: ['scripts/bench/data-seed.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SHARED_SYNTAX] },
  },
  {
    // Exception: a page module (docs/architecture.md, "Page code") is its route's loader and
    // action kept beside the feature, an adapter like the route module itself: it composes what
    // one page shows from several features (a product page shows its reviews and the stores that
    // carry it). Only route modules import it, so no feature comes to depend on another through
    // it; data and logic modules stay bound by the feature rule.
    files: ['app/features/*/pages/*.server.ts', 'app/features/health/*/pages/*.server.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => !(typeof zone.target === 'string' && zone.target.startsWith('./app/features/'))) }],
    },
  },
  {
    // Site code names pages through href(); the route tables themselves hold the paths.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/config/**', 'app/features/*/data/**', 'app/features/health/shared/data/**', 'app/staff-kit/data/**', 'app/features/pets/species.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...SHARED_SYNTAX, ...QUERY_BUILDERS, ...LINK_LITERALS] },
  },
  {
    // Tests may build their data from the seed and drive any layer.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      // Tests arrange and inspect the database directly.
      'no-restricted-syntax': ['error', ...SHARED_SYNTAX],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', performance: 'readonly' } },
  },
);
