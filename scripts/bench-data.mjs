// Data-growth bench (issue 11 item 8; docs/performance.md "Data growth"): seeds the demo data
// scaled 10×/100×/1000× into a throwaway SQLite file and, with --pg or DATABASE_URL, a
// throwaway PostgreSQL schema; starts the production build on it and measures list pages,
// search and the staff reports (median and p95 of sequential requests). Exits 1 when a page is
// over its budget at some scale, or grows faster than its budget allows from the smallest scale.
//
//   npm run bench:data                      SQLite, 10× 100× 1000×
//   npm run bench:data -- --pg              also PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
//   npm run bench:data -- --scales 10 --only sqlite --requests 10
//   npm run bench:data -- --scales 1000 --pg --only postgres --keep   (leaves the database for EXPLAIN)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const scales = (opt('scales', '10,100,1000') ?? '').split(',').map(Number).filter((n) => n > 0);
const requests = Number(opt('requests', '15'));
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : args.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/test' : null;
const only = opt('only', null);
const dialects = ['sqlite', ...(pgUrl ? ['postgres'] : [])].filter((d) => !only || d === only);

process.chdir(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'));
// BUILD_DIR: a copy of the build, so the project can be rebuilt while the bench runs.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'server.js')) || !fs.existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const bundle = path.join(work, 'entry.mjs');
await build({
  entryPoints: ['scripts/bench/data-entry.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: [
    {
      name: 'subpath-imports',
      setup(b) {
        b.onResolve({ filter: /^#(app|server)\// }, (a) => {
          const [, root, rest] = /^#(app|server)\/(.*)$/.exec(a.path);
          const base = path.resolve(root, rest);
          for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (fs.existsSync(c) && fs.statSync(c).isFile()) return { path: c };
          return { errors: [{ text: `Cannot resolve ${a.path}` }] };
        });
      },
    },
  ],
});
// The bundle resolves packages from the project's node_modules.
fs.symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'));
const app = await import(pathToFileURL(bundle).href);
// Budgets live in scripts/bench/data-budgets.ts (the CI smoke reads them too).
const { PAGE_BUDGETS: BUDGETS, SEARCH_QUERY_BUDGET_MS, SEARCH_TERMS } = app;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
};

async function database(dialect) {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(work, 'db-'));
    return { url: `file:${path.join(dir, 'bench.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const sep = pgUrl.includes('?') ? '&' : '?';
  return {
    url: `${pgUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], { env: { ...process.env, BUILD_DIR: buildDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out.slice(-2000)}`)));
    const base = `http://127.0.0.1:${env.PORT}`;
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`${base}/readyz`)).ok) return resolve({ base, stop: () => new Promise((r) => (child.removeAllListeners('exit'), child.on('exit', r), child.kill('SIGTERM'))) });
      } catch {
        // Not listening yet: poll again.
      }
      if (Date.now() - started > 120_000) return reject(new Error(`server not ready: ${out.slice(-2000)}`));
      setTimeout(poll, 200);
    };
    poll();
  });
}

const results = []; // { dialect, scale, page, p50, p95 }
const searchResults = []; // { dialect, scale, term, p50 }
let port = 4800 + Math.floor(Math.random() * 500);

for (const dialect of dialects) {
  for (const scale of scales) {
    const db = await database(dialect);
    const uploads = fs.mkdtempSync(path.join(work, 'uploads-'));
    const env = { NODE_ENV: 'production', DATABASE_URL: db.url, UPLOAD_DIR: uploads, LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: '0', SEED_DEMO: 'false', DATABASE_STATEMENT_TIMEOUT_MS: '600000' };
    const seedStarted = Date.now();
    const services = await app.createServices(app.readEnv(env));
    await app.seedDemoContent(services.db.kysely, services.storage);
    const counts = await app.seedScaled(services, scale, Date.now(), (line) => console.log(`${dialect} ${scale}×${line}`));
    const cookie = await app.staffCookie(services);
    const seedMs = Date.now() - seedStarted;
    // The search query alone, in process.
    for (const term of SEARCH_TERMS) {
      const times = [];
      for (let i = 0; i < requests + 2; i += 1) {
        const t = performance.now();
        await app.search(services, { q: term });
        if (i >= 2) times.push(performance.now() - t);
      }
      searchResults.push({ dialect, scale, term, ...stats(times) });
    }
    await services.close();

    port += 1;
    const server = await startServer({ ...env, PORT: String(port), DATABASE_STATEMENT_TIMEOUT_MS: '5000' });
    for (const [page, budget] of Object.entries(BUDGETS)) {
      const url = server.base + budget.path.replace('RANGE_FROM', app.rangeFrom());
      const times = [];
      for (let i = 0; i < requests + 2; i += 1) {
        const t = performance.now();
        const res = await fetch(url, { headers: budget.staff ? { Cookie: cookie } : {} });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page} answered ${res.status} (${dialect} ${scale}×)`);
        if (i >= 2) times.push(performance.now() - t);
      }
      results.push({ dialect, scale, page, ...stats(times) });
    }
    await server.stop();
    if (args.includes('--keep')) console.log(`${dialect} ${scale}×: kept at ${db.url}`);
    else await db.drop();
    fs.rmSync(uploads, { recursive: true, force: true });
    console.log(`${dialect} ${scale}×: seeded in ${(seedMs / 1000).toFixed(1)} s (${counts.trackingLogs.toLocaleString()} tracking logs, ${counts.searchDocs.toLocaleString()} search documents, ${counts.members.toLocaleString()} members, ${counts.inquiries.toLocaleString()} inquiries, ${counts.trials.toLocaleString()} trial applications, ${counts.clientLogs.toLocaleString()} client logs)`);
  }
}

const failures = [];
const fmt = (n) => n.toFixed(1).padStart(7);
for (const dialect of dialects) {
  console.log(`\n${dialect}: page latency, ms (p50 / p95 over ${requests} requests)`);
  console.log(`${'page'.padEnd(40)}${scales.map((s) => `${s}×`.padStart(18)).join('')}   budget p95`);
  for (const [page, budget] of Object.entries(BUDGETS)) {
    const row = scales.map((s) => results.find((r) => r.dialect === dialect && r.scale === s && r.page === page));
    console.log(`${page.padEnd(40)}${row.map((r) => `${fmt(r.p50)} /${fmt(r.p95)}`.padStart(18)).join('')}   ${budget.p95}`);
    for (const r of row) if (r.p95 > budget.p95) failures.push(`${dialect} ${r.scale}× ${page}: p95 ${r.p95.toFixed(1)} ms > ${budget.p95} ms`);
    const [first, last] = [row[0], row[row.length - 1]];
    if (row.length > 1 && last.p50 > first.p50 * budget.growth + 15) failures.push(`${dialect} ${page}: median grew ${first.p50.toFixed(1)} → ${last.p50.toFixed(1)} ms (> ${budget.growth}× + 15 ms)`);
  }
  console.log(`\n${dialect}: search query in process, ms (p50 / p95)`);
  for (const term of SEARCH_TERMS) {
    const row = scales.map((s) => searchResults.find((r) => r.dialect === dialect && r.scale === s && r.term === term));
    console.log(`${term.padEnd(40)}${row.map((r) => `${fmt(r.p50)} /${fmt(r.p95)}`.padStart(18)).join('')}   ${SEARCH_QUERY_BUDGET_MS}`);
    for (const r of row) if (r.p50 > SEARCH_QUERY_BUDGET_MS) failures.push(`${dialect} ${r.scale}× search "${term}": median ${r.p50.toFixed(1)} ms > ${SEARCH_QUERY_BUDGET_MS} ms`);
  }
}
fs.rmSync(work, { recursive: true, force: true });
if (failures.length > 0) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery page within its budget.');
