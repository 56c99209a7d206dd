// Bundles the Hono server (server/adapters/index.ts) and the command-line tools into build/.
// Packages stay external: node_modules is present wherever the server runs.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// package.json "imports" (#app/*, #server/*) point at extension-less TypeScript paths, which
// Vite and Vitest resolve but esbuild does not: resolve them the same way here.
const subpathImports = {
  name: 'subpath-imports',
  setup(b) {
    b.onResolve({ filter: /^#(app|server)\// }, (args) => {
      const [, root, rest] = /^#(app|server)\/(.*)$/.exec(args.path);
      const base = path.resolve(root, rest);
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
        if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { path: candidate };
      }
      return { errors: [{ text: `Cannot resolve ${args.path}` }] };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [subpathImports],
};

await build({ ...common, entryPoints: ['server/adapters/index.ts'], outfile: 'build/server.js' });
await build({ ...common, entryPoints: ['server/adapters/cli.ts'], outfile: 'build/cli.js' });
