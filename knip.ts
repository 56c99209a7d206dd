// Dead code fails `npm test` (scripts/test.sh runs `npm run knip` after the linter): an export,
// exported type, file or dependency that nothing uses is an error. Knip's plugins find most entry
// points by themselves: react-router (app/routes.ts with every route module it lists, app/root.tsx,
// app/entry.server.tsx — a route module's loader, action, meta, default, ... are framework
// exports and never count), vitest (the test files of vitest.config.ts's projects and their
// global setups), vite, eslint. The rest are listed here. An exception is written below with its
// reason (docs/architecture.md, "Dead code").
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // What scripts/build-server.mjs bundles into build/server.js and build/cli.js.
    'server/adapters/index.ts',
    'server/adapters/cli.ts',
    // Scripts run by package.json, scripts/*.sh or by hand (scripts/lib/ holds modules they import);
    // scripts/bench/data-entry.ts is what scripts/bench-data.mjs bundles with esbuild.
    'scripts/*.mjs',
    'scripts/bench/*.mjs',
    'scripts/bench/data-entry.ts',
    // Declares AppLoadContext for react-router (module augmentation): tsconfig includes it, nothing imports it.
    'app/load-context.ts',
  ],
  project: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{mjs,ts}', 'tests/**/*.ts', '*.{ts,js}'],
  // Programs from Debian's packages, not npm: wrk drives the benchmarks, fc-list checks the browser
  // tests' Korean font; scripts/setup-test-env.sh installs both.
  ignoreBinaries: ['wrk', 'fc-list'],
  ignoreIssues: {
    // Kysely's Migrator calls each migration's up and down: server/platform/db/migrations/registry.ts
    // hands it the modules as namespace objects, which knip does not count as a use of their exports.
    'server/platform/db/migrations/2*.ts': ['exports'],
  },
};

export default config;
