#!/usr/bin/env node
// DESIGN 7 / issue 17: Lighthouse (mobile, simulated throttling) on the production build.
//
// Starts `node build/server.js` with the production defaults (NODE_ENV=production, LOG_LEVEL=info,
// compression on) on a throwaway SQLite database seeded with the demo content, then runs
// Lighthouse (the npm package, Debian's /usr/bin/chromium, the default mobile config: Moto G
// Power screen, simulated slow 4G and 4× CPU slowdown) on the eight pages below, each RUNS
// times. The performance gate is the median of the runs' scores; the other categories and the
// metrics in the table come from the median run (Lighthouse's own computeMedianRun).
//
// Fails (exit 1) when a page's median performance < MIN_PERFORMANCE (98, issue 27), its median
// total blocking time > MAX_TBT (150 ms), the JavaScript it was sent during the load > MAX_JS_KB
// (130 KB of response bodies, as `npm run budget` counts them), or accessibility, SEO or
// best-practices < 100. Prints a table, and where each page's main-thread time went (Lighthouse's
// mainthread-work-breakdown and long-tasks of the median run), and writes the JSON reports of the
// median runs to LIGHTHOUSE_OUT (default test-results/lighthouse/).
//
// Usage: node scripts/lighthouse.mjs [--runs 3] [--parallel 1] [--only /bcs,/] [--build build]
//   env: LIGHTHOUSE_RUNS, LIGHTHOUSE_PARALLEL, LIGHTHOUSE_MIN_PERFORMANCE, LIGHTHOUSE_MAX_TBT,
//        LIGHTHOUSE_MAX_JS_KB, CHROME_PATH, LIGHTHOUSE_CPU_SLOWDOWN (a fixed multiplier instead of
//        the calibrated one)
//
// CPU calibration (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"): the 4×
// slowdown is meant to turn a high-end desktop (benchmark index 1,500–2,000) into a mid-tier
// phone. This machine's index swings between about 1,100 and 3,300 with what its host is doing,
// and at 1,100 the same 4× simulates a phone twice as slow, so TBT doubles with no change to the
// site. Each run is gathered and audited apart: the index measured while gathering sets the
// multiplier its audit simulates with — below 3,000 (the host the gate was set on) scaled down in
// proportion (4 × index / 3,000, at least 1), at or above it 4×. The table prints each median
// run's index and multiplier. A page that misses only the performance or TBT gate while a run's
// index was under 2,400 (80 % of the reference: a neighbour woke during the load) is measured
// again, up to twice, and judged on the median of all its runs together.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { startupChunks } from './lib/js-chunks.mjs';
import { startProductionServer } from './lib/production-server.mjs';

/**
 * Every public page type (issue 27): the five pages of issue 17, a product detail, an article
 * detail, a BCS result, a notice, search results and the store finder.
 */
export const PAGES = [
  ['home', '/'],
  ['product list', '/products/Product2'],
  ['article list', '/health-article/list'],
  ['BCS start', '/bcs'],
  ['FAQ', '/customer-center/faqs'],
  ['product detail', '/products/detail?id=p-dog-derma-adult'],
  ['article detail', '/health-article/list/detail?id=cat-hairball-care'],
  ['BCS result', '/bcs/step4?species=cat&weight=4.2&stage=adult&ribs=3&waist=3&belly=3'],
  ['notice detail', '/customer-center/news/details?id=news-privacy-2026'],
  ['search results', `/search?q=${encodeURIComponent('다이어트')}`],
  ['store finder', '/stores'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
    parallel: { type: 'string', default: process.env.LIGHTHOUSE_PARALLEL ?? '1' },
    only: { type: 'string' },
    build: { type: 'string', default: process.env.BUILD_DIR ?? 'build' },
    out: { type: 'string', default: process.env.LIGHTHOUSE_OUT ?? 'test-results/lighthouse' },
    url: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(opts.runs));
const PARALLEL = Math.max(1, Number(opts.parallel));
const MIN_PERFORMANCE = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 98);
/** Issue 27: the median of the runs' total blocking time, in ms. */
const MAX_TBT = Number(process.env.LIGHTHOUSE_MAX_TBT ?? 150);
/** Issue 27: JavaScript response bodies fetched during the load, in KB (the budget of `npm run budget`). */
const MAX_JS_KB = Number(process.env.LIGHTHOUSE_MAX_JS_KB ?? 130);
const MIN_OTHER = 100;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --only takes paths (as written here or decoded) or page names.
const only = opts.only?.split(',');
const pages = only ? PAGES.filter(([name, p]) => only.some((o) => o === p || o === decodeURI(p) || o === name)) : PAGES;

const buildDir = path.resolve(opts.build);
if (!opts.url && !fs.existsSync(path.join(buildDir, 'server.js'))) {
  console.error(`No build at ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!fs.existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH}: run \`bash scripts/setup-test-env.sh\` (Debian's chromium).`);
  process.exit(1);
}

process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** One Lighthouse run; a run that ends in a runtime error (e.g. NO_FCP) is tried again once. */
async function runOnce(url) {
  const first = await runLighthouse(url);
  if (!first.runtimeError) return first;
  console.error(`  ${url}: ${first.runtimeError.code} (${first.runtimeError.message}); trying again`);
  return runLighthouse(url);
}

/**
 * Lighthouse's default multiplier, and the host it is calibrated to: the machine on which the
 * gate was set (2026-11-24: benchmark index 2,650–3,330 at 4×, docs/performance.md). A slower
 * host gets a proportionally smaller slowdown, so the simulated phone stays the one the gate was
 * set on. Lighthouse's nominal mid-tier phone (4× at an index of 2,000) is stricter: issue 27.
 */
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_INDEX = 3000;

/** The slowdown that simulates the same mid-tier phone on a host of this benchmark index. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return DEFAULT_SLOWDOWN;
  return Math.max(1, Math.round(DEFAULT_SLOWDOWN * Math.min(1, benchmarkIndex / REFERENCE_INDEX) * 100) / 100);
}

const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

/**
 * Pages the site keeps out of search engines on purpose (the route table's crawl rule writes
 * `<meta name="robots" content="noindex…">` on them and robots.txt disallows them: a health
 * check's answers, sign-in flows) are not measured on "is-crawlable": being blocked is what they
 * must be. Every other SEO audit still counts. Filled from the pages' own HTML at warm-up.
 */
const deliberatelyHidden = new Set();

const settingsFor = (cpuSlowdownMultiplier, url) => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier }, ...(deliberatelyHidden.has(url) && { skipAudits: ['is-crawlable'] }) },
});

/**
 * One run, gathered and audited apart: the gathering measures the host's benchmark index, and
 * the audit simulates the phone with the slowdown calibrated to that index (simulated throttling
 * applies no CPU slowdown while gathering, so only the audit's setting changes).
 */
async function runLighthouse(url) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions'],
    });
    try {
      // The default config is the mobile one: emulated phone, simulated throttling.
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, gatherMode: dir }, settingsFor(DEFAULT_SLOWDOWN, url));
    } finally {
      await chrome.kill();
    }
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
    const slowdown = fixedSlowdown ?? calibratedSlowdown(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, auditMode: dir }, settingsFor(slowdown, url));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the jobs `PARALLEL` at a time, in order. */
async function pool(jobs) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
  return results;
}

const started = Date.now();
let origin = opts.url;
// The server is a child process: it keeps this script alive until stopped, so every way out stops it.
let server;
try {
  if (!origin) {
    server = await startProductionServer(buildDir);
    origin = server.origin;
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Lighthouse ${RUNS} run(s) per page, ${PARALLEL} at a time, mobile (simulated throttling), ${origin}`);
// Warm the guest page cache and the server, as a visitor before the measured one would.
for (const [, p] of pages) {
  const html = await fetch(origin + p).then((r) => r.text());
  if (/<meta name="robots" content="noindex/.test(html)) deliberatelyHidden.add(origin + p);
}

const measure = async (list) => {
  const jobs = [];
  for (let run = 0; run < RUNS; run++) for (const [name, p] of list) jobs.push(async () => ({ name, p, lhr: await runOnce(origin + p) }));
  return pool(jobs);
};
const results = await measure(pages);

fs.mkdirSync(opts.out, { recursive: true });
const score = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const ms = (lhr, id) => lhr.audits[id]?.numericValue;
const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/**
 * The files only a sample of page views loads (the web-vitals library, 10 %: decision 056): a run
 * that drew the sample is counted without them, so the JavaScript figure does not depend on the
 * draw; the table shows what they added. Read from the build (none when measuring --url).
 */
const sampledOnly = new Set();
{
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (fs.existsSync(serverEntry)) {
    const { assets, publicPath = '/' } = await import(pathToFileURL(serverEntry).href);
    const root = Object.values(assets?.routes ?? {}).find((r) => r.parentId === undefined);
    if (root?.module) for (const u of startupChunks(path.join(buildDir, 'client'), publicPath, root.module, /\/SessionTimeoutManager-[\w-]+\.js$/).sampled) sampledOnly.add(u);
  }
}

/** Body bytes of each script as the server sends it to a browser (Accept-Encoding: br, gzip), by URL. */
const bodyBytes = new Map();
async function measureBodies(lhrs) {
  const urls = new Set();
  for (const lhr of lhrs) for (const i of lhr.audits?.['network-requests']?.details?.items ?? []) if (i.resourceType === 'Script' && i.url.startsWith(origin)) urls.add(i.url);
  for (const url of urls) {
    if (bodyBytes.has(url)) continue;
    bodyBytes.set(url, await sentBytes(url));
  }
}

/** The body bytes of a GET as they come over the wire (node:http does not decode them). */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${url} answered ${res.statusCode}`))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Where the median run's main-thread time went (Lighthouse's mainthread-work-breakdown, in
 * simulated ms) and its longest tasks, with the script each is attributed to.
 */
function mainThreadOf(lhr) {
  const groups = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]));
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({ ms: i.duration, at: i.startTime, what: i.url === 'Unattributable' ? 'no script' : i.url.startsWith(origin) && !i.url.includes('/assets/') ? 'document' : i.url.replace(/^.*\//, '') }));
  return { groups, total: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0, tasks };
}

/** The median run of one page and what it fails, or `undefined` when no run was usable. */
function summarise(name, p, runs) {
  const errors = runs.flatMap((lhr) => (lhr.runtimeError ? [lhr.runtimeError.message] : []));
  const usable = runs.filter((lhr) => !lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue !== undefined);
  if (usable.length === 0) {
    console.error(`FAIL ${name} (${p}): no usable run: ${errors[0] ?? 'no FCP'}`);
    return undefined;
  }
  const median = computeMedianRun(usable);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)]));
  // The gate is the median of the runs' performance scores. computeMedianRun picks the run nearest
  // the median FCP and TTI, which says nothing of TBT: with runs 94/97/99/100/97 it can pick the 94.
  scores.performance = medianOf(usable.map((r) => score(r, 'performance')));
  const bad = [];
  // A run Chromium could not trace even on its second try (NO_NAVSTART) says nothing about the
  // page: the median is taken over the usable runs, which must be most of them.
  if (usable.length * 2 <= runs.length) bad.push(`runtime error in ${errors.length} of ${runs.length} runs: ${errors[0]}`);
  else if (errors.length > 0) console.error(`  ${p}: ${errors.length} of ${runs.length} runs unusable (${errors[0]}); median of the ${usable.length} others`);
  // What depends on the host's speed: the score and the main thread's blocking time.
  const slow = [];
  if (scores.performance < MIN_PERFORMANCE) slow.push(`performance ${scores.performance} < ${MIN_PERFORMANCE}`);
  // The median of the runs' TBT, like the score (the median run is picked by FCP and TTI).
  const tbtMedian = medianOf(usable.map((r) => ms(r, 'total-blocking-time') ?? 0));
  if (tbtMedian > MAX_TBT) slow.push(`TBT ${Math.round(tbtMedian)} ms > ${MAX_TBT} ms (runs ${usable.map((r) => Math.round(ms(r, 'total-blocking-time') ?? 0)).join('/')})`);
  bad.push(...slow);
  for (const c of CATEGORIES.slice(1)) {
    if (scores[c] < MIN_OTHER) {
      const failing = Object.values(median.categories[c].auditRefs)
        .map((ref) => median.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
      bad.push(`${c} ${scores[c]} (${failing.join(', ')})`);
    }
  }
  const transfer = median.audits['network-requests']?.details?.items ?? [];
  const scripts = transfer.filter((i) => i.resourceType === 'Script');
  // transferSize counts each response's HTTP/1.1 headers too (about 650 bytes a file here, 30–40
  // files a page: 20–25 KB that HTTP/2's header compression removes in production). The budget is
  // the bodies, as `npm run budget` counts them; the transfer is shown beside them.
  const jsBytes = scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  const sampled = (i) => sampledOnly.has(new URL(i.url).pathname);
  const jsBodies = scripts.filter((i) => !sampled(i)).reduce((s, i) => s + (bodyBytes.get(i.url) ?? i.transferSize ?? 0), 0);
  const sampledBodies = scripts.filter(sampled).reduce((s, i) => s + (bodyBytes.get(i.url) ?? i.transferSize ?? 0), 0);
  if (jsBodies / 1024 > MAX_JS_KB) bad.push(`JavaScript sent ${(jsBodies / 1024).toFixed(1)} KB > ${MAX_JS_KB} KB (${scripts.length} files)`);
  const allBytes = transfer.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    name,
    p,
    median,
    ...scores,
    perfRuns: runs.map((r) => score(r, 'performance')).join('/'),
    fcp: ms(median, 'first-contentful-paint'),
    lcp: ms(median, 'largest-contentful-paint'),
    tbt: ms(median, 'total-blocking-time'),
    cls: ms(median, 'cumulative-layout-shift'),
    si: ms(median, 'speed-index'),
    jsKB: jsBodies / 1024,
    sampledKB: sampledBodies / 1024,
    jsTransferKB: jsBytes / 1024,
    jsFiles: scripts.filter((i) => !sampled(i)).length,
    tbtMedian,
    mainThread: mainThreadOf(median),
    // Lighthouse's measure of the host's CPU (about 1,000 when the machine is busy, 2,000+ idle):
    // TBT is the observed main-thread time × the slowdown, so a busy host inflates it.
    cpu: Math.round(median.environment?.benchmarkIndex ?? 0),
    // The slowest the host was in any run of this page.
    minCpu: Math.round(Math.min(...usable.map((r) => r.environment?.benchmarkIndex ?? Infinity))),
    slowdown: median.configSettings?.throttling?.cpuSlowdownMultiplier,
    allKB: allBytes / 1024,
    // Only the performance score depends on the host's speed; the other categories do not.
    onlyPerformance: slow.length > 0 && bad.length === slow.length,
    bad,
  };
}

await measureBodies(results.map((r) => r.lhr));
let rows = pages.map(([name, p]) => summarise(name, p, results.filter((r) => r.p === p).map((r) => r.lhr)));

// A page under the performance or TBT gate while the host was measurably contended (a run's
// benchmark index under CONTENDED_INDEX: the slowdown is calibrated as a run starts, and a
// neighbour that wakes during the load still stretches its main-thread time) is measured again,
// up to MAX_RETRIES times while that holds, and judged on the median of all its runs together: more
// runs of the same page, not a better one picked (CI of 2026-11-28: the product list's TBT runs
// were 218/4/200/90/165 ms with the host's index at 776–937). Nothing else is retried: an
// accessibility, best-practices or SEO fault, or a slow page on a quiet host, fails at once.
// 80 % of the index the gate was set at (REFERENCE_INDEX): a host slower than that is not the one
// the gate describes (a run at 2,109 on 2026-11-28 gave the product list TBT 242 ms, the next 85 ms).
const CONTENDED_INDEX = 2400;
const MAX_RETRIES = 2;
const runsOf = new Map(pages.map(([, p]) => [p, results.filter((r) => r.p === p).map((r) => r.lhr)]));
let retries = 0;
// Retries stop once the step has run RETRY_BUDGET_MS (CI gives it 45 minutes): on a host so
// contended that most pages need them, the verdict is then taken on the runs there are.
const RETRY_BUDGET_MS = 25 * 60_000;
for (let round = 0; round < MAX_RETRIES; round++) {
  const again = rows.filter((r) => r && r.onlyPerformance && r.minCpu < CONTENDED_INDEX);
  if (again.length === 0) break;
  if (Date.now() - started > RETRY_BUDGET_MS) {
    console.error(`  ${again.length} page(s) not measured again: the step has run ${Math.round((Date.now() - started) / 60_000)} minutes`);
    break;
  }
  retries++;
  for (const r of again) {
    console.error(`  ${r.p}: ${r.bad.join('; ')} while the host's CPU index fell to ${r.minCpu}; measuring it again (${runsOf.get(r.p).length + RUNS} runs in all)`);
  }
  const retried = await measure(again.map((r) => [r.name, r.p]));
  await measureBodies(retried.map((r) => r.lhr));
  for (const x of retried) runsOf.get(x.p).push(x.lhr);
  rows = rows.map((r) => (r && again.includes(r) ? summarise(r.name, r.p, runsOf.get(r.p)) : r));
}

const failed = rows.filter((r) => !r || r.bad.length > 0).length;
rows = rows.filter(Boolean);
for (const r of rows) fs.writeFileSync(path.join(opts.out, `${r.name.replace(/\W+/g, '-')}.json`), JSON.stringify(r.median));

const s = (v) => (v / 1000).toFixed(2);
console.log('\n| page | perf (runs) | a11y | BP | SEO | FCP s | LCP s | TBT ms (median of runs) | CLS | SI s | JS sent KB (files) | JS with HTTP/1.1 headers KB | all sent KB | CPU index |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| \`${r.p}\` | **${r.performance}** (${r.perfRuns}) | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbtMedian)} | ${r.cls.toFixed(3)} | ${s(r.si)} | ${r.jsKB.toFixed(1)} (${r.jsFiles})${r.sampledKB > 0 ? ` + ${r.sampledKB.toFixed(1)} sampled` : ''} | ${r.jsTransferKB.toFixed(1)} | ${r.allKB.toFixed(1)} | ${r.cpu} |`,
  );
}
// Where the main thread went (median run, simulated ms at its CPU slowdown): the trace findings.
const g = (r, k) => Math.round(r.mainThread.groups[k] ?? 0);
console.log('\n| page | main thread ms | script eval | parse/compile | style/layout | paint | HTML parse | GC | other | long tasks ≥ 50 ms (ms: what) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of rows) {
  const tasks = [...r.mainThread.tasks].sort((a, b) => b.ms - a.ms).map((t) => `${Math.round(t.ms)}: ${t.what}`).join(', ');
  console.log(
    `| \`${r.p}\` | ${Math.round(r.mainThread.total)} | ${g(r, 'scriptEvaluation')} | ${g(r, 'scriptParseCompile')} | ${g(r, 'styleLayout')} | ${g(r, 'paintCompositeRender')} | ${g(r, 'parseHTML')} | ${g(r, 'garbageCollection')} | ${g(r, 'other')} | ${tasks || '—'} |`,
  );
}
for (const r of rows) if (r.bad.length > 0) console.error(`FAIL ${r.name} (${r.p}): ${r.bad.join('; ')}`);
console.log(`\n${rows.length} pages × ${RUNS} runs${retries > 0 ? ` (pages on a contended host measured again, ${retries} time(s))` : ''} in ${Math.round((Date.now() - started) / 1000)} s; reports of the median runs in ${opts.out}/`);
const slowest = Math.min(...rows.map((r) => r.cpu));
console.log(`CPU slowdown of each median run: ${rows.map((r) => r.slowdown).join('/')}× (${fixedSlowdown === undefined ? "calibrated to the host's benchmark index in that run: 4× at 3,000 or more" : 'fixed by LIGHTHOUSE_CPU_SLOWDOWN'}).`);
if (slowest > 0 && slowest < 1500) console.error(`Note: Lighthouse's CPU index fell to ${slowest} during the runs: the host was slow or shared; the slowdown was calibrated before them.`);
server?.stop();
if (failed > 0) {
  console.error(`FAIL: ${failed} page(s) under performance ${MIN_PERFORMANCE}, over ${MAX_TBT} ms TBT or ${MAX_JS_KB} KB of JavaScript, or under 100 in accessibility / best practices / SEO.`);
  process.exit(1);
}
console.log(`OK: every page ≥ ${MIN_PERFORMANCE} performance, ≤ ${MAX_TBT} ms TBT, ≤ ${MAX_JS_KB} KB JavaScript sent, and 100 accessibility, best practices and SEO.`);
process.exit(0);
