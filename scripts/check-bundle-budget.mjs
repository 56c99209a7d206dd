#!/usr/bin/env node
// DESIGN 7 (Budgets): first-load JS of every route ≤ 150 KB gzip; a route's own code ≤ 40 KB gzip.
//
// Reads React Router's browser manifest from the server build (build/server/index.js exports
// `assets`: entry.module/imports, routes[id].module/imports/parentId) and, for every route,
// adds up the gzip size (zlib level 9) of the JavaScript a first visit downloads:
//   entry module + entry imports + module and imports of every route in the match chain
//   (root … route, following parentId), deduplicated.
// The route manifest script (assets.url) is fetched on first load only when route discovery is
// not lazy (with the default lazy discovery the document inlines the manifest of its own routes);
// it is then counted in the shared runtime and shown on its own line.
// "own" = first-load − shared runtime (entry and its imports, plus that manifest if loaded).
//
// Usage: node scripts/check-bundle-budget.mjs [buildDir]   (default: build)
// Exit code 1 when a route's total exceeds the budget, or when the build is missing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const TOTAL_BUDGET_KB = 150;
const OWN_BUDGET_KB = 40;

const buildDir = path.resolve(process.argv[2] ?? 'build');
const serverEntry = path.join(buildDir, 'server', 'index.js');
const clientDir = path.join(buildDir, 'client');
if (!fs.existsSync(serverEntry)) {
  console.error(`No server build at ${path.relative(process.cwd(), serverEntry)}: run \`npm run build\` first.`);
  process.exit(1);
}

// The server build is loaded without starting anything: it only exports the route modules.
let build;
try {
  build = await import(pathToFileURL(serverEntry).href);
} catch (error) {
  console.error(`Cannot load ${path.relative(process.cwd(), serverEntry)}: ${error.message}`);
  process.exit(1);
}
const assets = build.assets;
if (!assets?.entry?.module || !assets.routes) {
  console.error(`${path.relative(process.cwd(), serverEntry)} does not export React Router's \`assets\` manifest.`);
  process.exit(1);
}
const publicPath = build.publicPath ?? '/';

const sizeCache = new Map();
/** gzip -9 size in bytes of a file named by its URL in the manifest (/assets/x.js). */
function gzSize(url) {
  let size = sizeCache.get(url);
  if (size !== undefined) return size;
  let rel = url.startsWith(publicPath) ? url.slice(publicPath.length) : url.replace(/^\//, '');
  rel = rel.split(/[?#]/)[0];
  const file = path.join(clientDir, rel);
  if (!fs.existsSync(file)) {
    console.error(`Manifest names ${url}, but ${path.relative(process.cwd(), file)} does not exist.`);
    process.exit(1);
  }
  size = gzipSync(fs.readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
  sizeCache.set(url, size);
  return size;
}
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(1);
const sum = (urls) => [...urls].reduce((total, u) => total + gzSize(u), 0);

const sharedFiles = new Set([assets.entry.module, ...(assets.entry.imports ?? [])]);
const runtimeBytes = sum(sharedFiles);
const lazyDiscovery = build.ssr !== false && (build.routeDiscovery?.mode ?? 'lazy') === 'lazy';
const manifestUrl =
  !lazyDiscovery && assets.url && fs.existsSync(path.join(clientDir, assets.url.replace(publicPath, ''))) ? assets.url : undefined;
if (manifestUrl) sharedFiles.add(manifestUrl);
const sharedBytes = sum(sharedFiles);

/** root … route, following parentId. */
function chain(id) {
  const ids = [];
  for (let cur = id, guard = 0; cur !== undefined && guard < 100; guard++) {
    const route = assets.routes[cur];
    if (!route) break;
    ids.unshift(cur);
    cur = route.parentId;
  }
  return ids;
}

const rows = [];
for (const [id, route] of Object.entries(assets.routes)) {
  if (route.parentId === undefined) continue; // the root layout is part of every chain
  const files = new Set(sharedFiles);
  for (const rid of chain(id)) {
    const r = assets.routes[rid];
    if (r.module) files.add(r.module);
    for (const imp of r.imports ?? []) files.add(imp);
  }
  const total = sum(files);
  const fullPath = chain(id)
    .map((rid) => assets.routes[rid].path ?? '')
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/+/g, '/');
  rows.push({ id, path: fullPath.startsWith('/') || fullPath === '*' ? fullPath : `/${fullPath}`, total, own: total - sharedBytes, module: route.module });
}
if (rows.length === 0) {
  console.error('The manifest lists no routes.');
  process.exit(1);
}

const idWidth = Math.min(28, Math.max(5, ...rows.map((r) => r.id.length)));
const pathWidth = Math.min(40, Math.max(4, ...rows.map((r) => r.path.length)));
const cut = (s, w) => (s.length > w ? `${s.slice(0, w - 1)}…` : s);
console.log(
  `Shared runtime: ${fmt(runtimeBytes)} KB gz (entry + ${assets.entry.imports?.length ?? 0} imports)` +
    (manifestUrl
      ? ` + route manifest ${fmt(gzSize(manifestUrl))} KB gz = ${fmt(sharedBytes)} KB gz`
      : lazyDiscovery
        ? '; lazy route discovery: the route manifest is inlined in the HTML, not counted'
        : ''),
);
const rootRoute = Object.entries(assets.routes).find(([, r]) => r.parentId === undefined);
if (rootRoute) {
  const rootFiles = new Set(sharedFiles);
  if (rootRoute[1].module) rootFiles.add(rootRoute[1].module);
  for (const imp of rootRoute[1].imports ?? []) rootFiles.add(imp);
  console.log(`Root layout "${rootRoute[0]}" (part of every route's own share): ${fmt(sum(rootFiles) - sharedBytes)} KB gz`);
}
console.log(`${'route'.padEnd(idWidth)}  ${'path'.padEnd(pathWidth)}  ${'total'.padStart(7)}  ${'own'.padStart(6)}  (KB gzip -9)`);
let failed = 0;
let warned = 0;
for (const r of rows) {
  const overTotal = kb(r.total) > TOTAL_BUDGET_KB;
  const overOwn = kb(r.own) > OWN_BUDGET_KB;
  if (overTotal) failed++;
  else if (overOwn) warned++;
  const flag = [overTotal ? `FAIL total > ${TOTAL_BUDGET_KB} KB` : '', overOwn ? `WARN own > ${OWN_BUDGET_KB} KB` : '']
    .filter(Boolean)
    .map((f) => `  ${f}`)
    .join('');
  console.log(`${cut(r.id, idWidth).padEnd(idWidth)}  ${cut(r.path, pathWidth).padEnd(pathWidth)}  ${fmt(r.total).padStart(7)}  ${fmt(r.own).padStart(6)}${flag}`);
}
const largest = rows.reduce((a, b) => (b.total > a.total ? b : a));
const distinct = new Set(rows.map((r) => r.total)).size;
console.log(
  `Largest: ${largest.id} (${largest.path}) ${fmt(largest.total)} KB gz total, ${fmt(largest.own)} KB gz own` +
    ` — ${rows.length} routes, ${distinct} distinct total${distinct === 1 ? '' : 's'}.`,
);
if (failed > 0) {
  console.error(`FAIL: ${failed} route(s) exceed ${TOTAL_BUDGET_KB} KB gzip of first-load JS (DESIGN 7).`);
  process.exit(1);
}
console.log(
  `OK: every route ≤ ${TOTAL_BUDGET_KB} KB gzip first-load JS` +
    (warned > 0 ? `; ${warned} route(s) over the ${OWN_BUDGET_KB} KB own-code guideline (warning).` : `; own code ≤ ${OWN_BUDGET_KB} KB everywhere.`),
);
