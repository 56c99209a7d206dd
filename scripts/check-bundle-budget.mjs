#!/usr/bin/env node
// DESIGN 7 (Budgets), counted as a phone gets it: the bytes the server actually sends.
//   JS of every page guests and members open ≤ 130 KB (issue 27), of a staff page ≤ 150 KB
//   (docs/decisions/056-js-budget-130.md); a route's own code ≤ 40 KB (a failure for the pages
//   guests and members open, a warning for the staff area).
//
// Starts the production build (scripts/lib/production-server.mjs: NODE_ENV=production, compression
// on), reads React Router's browser manifest from the server build (entry.module/imports,
// routes[id].module/imports/css/parentId) and, for every route, fetches each file a first visit
// downloads — entry module + entry imports + module and imports of every route in the match
// chain (root … route, following parentId), deduplicated — with `Accept-Encoding: br, gzip`, as
// a browser asks, and adds up the body bytes that came over the wire. The same is done for the
// route's stylesheets (reported, not budgeted). The gzip -9 size of the files (what this script
// counted before issue 17) is shown beside it.
// With lazy route discovery (the default) the route manifest is inlined in the HTML, not counted.
// "own" = first-load − shared runtime (entry and its imports).
// Since issue 27 the total also counts the start-up chunks: what the root layout imports
// dynamically (page-view tracking, the client logger, the web-vitals sampler) and what those
// import, which every page fetches right after hydration — Lighthouse counted them as the page's
// JavaScript, the first-load sum did not. What a page loads on a person's action (the map, the
// share SDK, the editor) or for a sample of visitors (the web-vitals library itself, 10 %) is not.
//
// Usage: node scripts/check-bundle-budget.mjs [buildDir] [--url http://host:port]
// Exit code 1 when a route exceeds a budget, or when the build is missing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';
import { startupChunks } from './lib/js-chunks.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const TOTAL_BUDGET_KB = 130;
/** Staff pages (a handful of people on desktops): decision 056. */
const STAFF_TOTAL_BUDGET_KB = 150;
const OWN_BUDGET_KB = 40;

const { values: opts, positionals } = parseArgs({ options: { url: { type: 'string' } }, allowPositionals: true });
const buildDir = path.resolve(positionals[0] ?? process.env.BUILD_DIR ?? 'build');
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

let origin = opts.url;
let stop = () => {};
if (origin === undefined) {
  try {
    ({ origin, stop } = await startProductionServer(buildDir));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/** Body bytes as sent for a GET with a browser's Accept-Encoding, and the coding used. */
function fetchSent(url) {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(url, origin), { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }) : reject(new Error(`GET ${url} answered ${res.statusCode}`))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const rootEntry = Object.entries(assets.routes).find(([, r]) => r.parentId === undefined)?.[1];
/**
 * Dynamic imports of the root layout that only a signed-in member's page makes (the session
 * time-out manager): not part of a first visit, reported apart. Matched by the chunk's name,
 * which Vite takes from the module's; a renamed module is counted for everyone (never less).
 */
const MEMBER_ONLY = /\/SessionTimeoutManager-[\w-]+\.js$/;
// The root layout's other dynamic imports run on every page once it has hydrated (tracking,
// logger, web-vitals sampler); their own dynamic imports wait for a person or a sample.
const { startup: startupFiles, member: memberFiles } = startupChunks(clientDir, publicPath, rootEntry?.module, MEMBER_ONLY);

const urls = new Set([assets.entry.module, ...(assets.entry.imports ?? []), ...startupFiles, ...memberFiles]);
for (const route of Object.values(assets.routes)) for (const u of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) if (u) urls.add(u);
const sent = new Map();
const gz = new Map();
const encodings = new Map();
try {
  for (const url of urls) {
    const { bytes, encoding } = await fetchSent(url);
    sent.set(url, bytes);
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
    const rel = (url.startsWith(publicPath) ? url.slice(publicPath.length) : url.replace(/^\//, '')).split(/[?#]/)[0];
    gz.set(url, gzipSync(fs.readFileSync(path.join(clientDir, rel)), { level: constants.Z_BEST_COMPRESSION }).length);
  }
} catch (error) {
  console.error(error.message);
  stop();
  process.exit(1);
}
stop();

const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(1);
const sum = (files, sizes = sent) => [...files].reduce((total, u) => total + sizes.get(u), 0);

const sharedFiles = new Set([assets.entry.module, ...(assets.entry.imports ?? [])]);
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
  const files = new Set([...sharedFiles, ...startupFiles]);
  const css = new Set();
  for (const rid of chain(id)) {
    const r = assets.routes[rid];
    if (r.module) files.add(r.module);
    for (const imp of r.imports ?? []) files.add(imp);
    for (const sheet of r.css ?? []) css.add(sheet);
  }
  const total = sum(files);
  const fullPath = chain(id)
    .map((rid) => assets.routes[rid].path ?? '')
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/+/g, '/');
  const routePath = fullPath.startsWith('/') || fullPath === '*' ? fullPath : `/${fullPath}`;
  rows.push({ id, path: routePath, total, own: total - sharedBytes, gzipTotal: sum(files, gz), css: sum(css), cssFiles: css.size, staff: /^\/staff\b/.test(routePath) });
}
if (rows.length === 0) {
  console.error('The manifest lists no routes.');
  process.exit(1);
}

console.log(`Bytes as sent by ${origin} with Accept-Encoding: br, gzip (${[...encodings].map(([e, n]) => `${n} files ${e}`).join(', ')}).`);
console.log(`Start-up chunks (the root layout's dynamic imports, fetched by every page after hydration; in every total): ${fmt(sum(startupFiles))} KB sent, ${startupFiles.size} files`);
{
  // What a member's page fetches beyond every page's first load (shared runtime, root layout, start-up chunks).
  const everyPage = new Set([...sharedFiles, ...startupFiles, ...(rootEntry ? [rootEntry.module, ...(rootEntry.imports ?? [])] : [])]);
  const extra = [...memberFiles].filter((u) => !everyPage.has(u));
  console.log(`A signed-in member's page also loads the session time-out manager: at most ${fmt(sum(extra))} KB sent more (${extra.map((u) => u.replace(/^.*\//, '')).join(', ') || 'nothing'})`);
}
console.log(`Shared runtime: ${fmt(sharedBytes)} KB sent (${fmt(sum(sharedFiles, gz))} KB gzip -9; entry + ${assets.entry.imports?.length ?? 0} imports); lazy route discovery: the route manifest is inlined in the HTML, not counted`);
const rootRoute = Object.entries(assets.routes).find(([, r]) => r.parentId === undefined);
if (rootRoute) {
  const rootFiles = new Set([...sharedFiles, ...startupFiles]);
  if (rootRoute[1].module) rootFiles.add(rootRoute[1].module);
  for (const imp of rootRoute[1].imports ?? []) rootFiles.add(imp);
  console.log(`Root layout "${rootRoute[0]}" (part of every route's own share): ${fmt(sum(rootFiles) - sharedBytes)} KB sent`);
}
const idWidth = Math.min(28, Math.max(5, ...rows.map((r) => r.id.length)));
const pathWidth = Math.min(40, Math.max(4, ...rows.map((r) => r.path.length)));
const cut = (s, w) => (s.length > w ? `${s.slice(0, w - 1)}…` : s);
console.log(`${'route'.padEnd(idWidth)}  ${'path'.padEnd(pathWidth)}  ${'total'.padStart(7)}  ${'own'.padStart(6)}  ${'gz-9'.padStart(6)}  ${'css'.padStart(9)}  (KB sent; gz-9 = gzip -9 of the same JS)`);
let failed = 0;
let warned = 0;
for (const r of rows) {
  const totalBudget = r.staff ? STAFF_TOTAL_BUDGET_KB : TOTAL_BUDGET_KB;
  const overTotal = kb(r.total) > totalBudget;
  const overOwn = kb(r.own) > OWN_BUDGET_KB;
  if (overTotal || (overOwn && !r.staff)) failed++;
  else if (overOwn) warned++;
  const flag = [overTotal ? `FAIL total > ${totalBudget} KB` : '', overOwn ? `${r.staff ? 'WARN' : 'FAIL'} own > ${OWN_BUDGET_KB} KB` : '']
    .filter(Boolean)
    .map((f) => `  ${f}`)
    .join('');
  console.log(
    `${cut(r.id, idWidth).padEnd(idWidth)}  ${cut(r.path, pathWidth).padEnd(pathWidth)}  ${fmt(r.total).padStart(7)}  ${fmt(r.own).padStart(6)}  ${fmt(r.gzipTotal).padStart(6)}  ${`${fmt(r.css)} (${r.cssFiles})`.padStart(9)}${flag}`,
  );
}
const largest = rows.reduce((a, b) => (b.total > a.total ? b : a));
const largestOwn = rows.reduce((a, b) => (b.own > a.own ? b : a));
console.log(
  `Largest: ${largest.id} (${largest.path}) ${fmt(largest.total)} KB sent total; largest own share: ${largestOwn.id} ${fmt(largestOwn.own)} KB sent — ${rows.length} routes.`,
);
if (failed > 0) {
  console.error(`FAIL: ${failed} route(s) over budget (issue 27: JS ≤ ${TOTAL_BUDGET_KB} KB, staff pages ≤ ${STAFF_TOTAL_BUDGET_KB} KB; own ≤ ${OWN_BUDGET_KB} KB; as sent, start-up chunks included).`);
  process.exit(1);
}
console.log(
  `OK: every route ≤ ${TOTAL_BUDGET_KB} KB JS as sent (staff pages ≤ ${STAFF_TOTAL_BUDGET_KB} KB), start-up chunks included, own code ≤ ${OWN_BUDGET_KB} KB` +
    (warned > 0 ? `; ${warned} staff route(s) over the ${OWN_BUDGET_KB} KB own-code guideline (warning).` : ' everywhere.'),
);
