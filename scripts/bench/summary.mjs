// Reads the wrk outputs of one bench run (scripts/bench.sh) and prints the comparison of
// DESIGN 7: app vs bare node:http server — requests/second, p99 latency, the ratio app/bare —
// and, as a cross-check that other load on the machine hardly moves, server CPU time per request.
//
// Usage: node scripts/bench/summary.mjs <resultsDir> <key>=<label> …
//   <resultsDir>/<key>.<app|bare>.r<round>.txt: wrk output with scripts/bench/report.lua's
//   BENCH_JSON line, plus the BENCH_CPU line bench.sh appends. Rounds are pooled.
// Exit code 0; with BENCH_STRICT=1, 1 when a target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// DESIGN 7 asked 50 %; issue 27 (item 3) raised it to 70 %.
const RATIO_TARGET = 0.7;
const P99_TARGET_MS = 50;

const [dir, ...pairs] = process.argv.slice(2);
const targets = pairs.map((p) => {
  const i = p.indexOf('=');
  return { key: p.slice(0, i), label: p.slice(i + 1) };
});

function parseLine(text, prefix) {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? JSON.parse(line.slice(prefix.length)) : undefined;
}

/** Pools every round of one target on one server. */
function read(key, server) {
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(`${key}.${server}.r`) && f.endsWith('.txt'));
  let requests = 0, durationUs = 0, errors = 0, statusErrors = 0, ticksS = 0, pressureUs = 0, haveCpu = true;
  const p50 = [], p99 = [];
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const r = parseLine(text, 'BENCH_JSON ');
    if (!r) continue;
    requests += r.requests;
    durationUs += r.duration_us;
    errors += Object.values(r.errors).reduce((a, b) => a + b, 0);
    statusErrors += r.errors.status;
    p50.push(r.latency_us.p50 / 1000);
    p99.push(r.latency_us.p99 / 1000);
    const cpu = parseLine(text, 'BENCH_CPU ');
    if (cpu) {
      ticksS += cpu.ticks / cpu.hz;
      pressureUs += cpu.pressure_us ?? 0;
    } else haveCpu = false;
  }
  if (requests === 0) return undefined;
  return {
    rps: requests / (durationUs / 1e6),
    p50: median(p50),
    p99: median(p99),
    requests,
    errors,
    statusErrors,
    cpuUs: haveCpu ? (ticksS * 1e6) / requests : undefined,
    /** Share of the measured window the server was running on its core. */
    util: haveCpu ? ticksS / (durationUs / 1e6) : undefined,
    /** Share of the window in which some task on the machine waited for a CPU (PSI). */
    pressure: pressureUs / durationUs,
  };
}

/** Requests/second of each round of one target on one server, by round number. */
function roundRps(key, server) {
  const byRound = new Map();
  for (const f of fs.readdirSync(dir)) {
    const m = new RegExp(`^${key}\\.${server}\\.r(\\d+)\\.txt$`).exec(f);
    const r = m && parseLine(fs.readFileSync(path.join(dir, f), 'utf8'), 'BENCH_JSON ');
    if (r) byRound.set(Number(m[1]), r.requests / (r.duration_us / 1e6));
  }
  return byRound;
}

/**
 * a/b of each round in which both servers were measured. The two runs of a round follow each
 * other within seconds, so each ratio compares them under the same machine state; the machine's
 * speed itself drifts by tens of percent over minutes on a shared VM (docs/performance.md).
 */
function roundRatios(key, a, b) {
  const rpsA = roundRps(key, a);
  const rpsB = roundRps(key, b);
  return [...rpsA.keys()].sort((x, y) => x - y).filter((r) => rpsB.has(r)).map((r) => rpsA.get(r) / rpsB.get(r));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * The figure a verdict is taken on: with three rounds or more, the median of the rounds' own
 * ratios (one disturbed round cannot move it); with fewer, the pooled requests of the run.
 */
function ratioOf(pooled, perRound) {
  return perRound.length >= 3 ? median(perRound) : pooled;
}

const n0 = (x) => Math.round(x).toLocaleString('en-US');
const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const us = (x) => (x === undefined ? 'n/a' : `${Math.round(x)} µs`);
const pc = (x) => (x === undefined || !Number.isFinite(x) ? 'n/a' : `${(x * 100).toFixed(1)} %`);
const pc0 = (x) => (x === undefined || !Number.isFinite(x) ? 'n/a' : `${Math.round(x * 100)} %`);

const rows = [];
let missed = 0;
const disturbed = [];
for (const t of targets) {
  const app = read(t.key, 'app');
  const bare = read(t.key, 'bare');
  if (!app || !bare) {
    console.log(`${t.label}: no result (app ${app ? 'ok' : 'missing'}, bare ${bare ? 'ok' : 'missing'})`);
    missed++;
    continue;
  }
  const perRound = roundRatios(t.key, 'app', 'bare');
  const ratio = ratioOf(app.rps / bare.rps, perRound);
  const cpuRatio = app.cpuUs && bare.cpuUs ? bare.cpuUs / app.cpuUs : undefined;
  const okRatio = ratio >= RATIO_TARGET;
  const okP99 = app.p99 < P99_TARGET_MS;
  const clean = app.errors === 0 && bare.errors === 0;
  if (!okRatio || !okP99 || !clean) missed++;
  // A server with 50 connections waiting should keep its core busy; if not, something else had it.
  for (const [name, r] of [['app', app], ['bare', bare]]) if ((r.util ?? 1) < 0.8) disturbed.push(`${t.key}/${name} ${pc0(r.util)}`);
  rows.push({ t, app, bare, ratio, cpuRatio, okRatio, okP99, clean });
  console.log(`${t.label}:`);
  for (const [name, r] of [['app ', app], ['bare', bare]]) {
    console.log(
      `  ${name} ${n0(r.rps).padStart(7)} req/s  p50 ${ms(r.p50).padStart(5)} ms  p99 ${ms(r.p99).padStart(5)} ms  ` +
        `CPU ${us(r.cpuUs).padStart(7)}/req  core busy ${pc0(r.util).padStart(4)}  CPU pressure ${pc0(r.pressure).padStart(4)}` +
        (r.errors > 0 ? `  errors ${r.errors} (non-2xx ${r.statusErrors})` : ''),
    );
  }
  if (perRound.length >= 3) {
    console.log(`  app/bare round by round ${perRound.map((r) => pc(r)).join(', ')}: median ${pc(ratio)} (pooled ${pc(app.rps / bare.rps)})`);
  }
  console.log(
    `  app/bare ${pc(ratio)} of req/s (target ≥ ${RATIO_TARGET * 100} %: ${okRatio ? 'met' : 'MISSED'}); ` +
      `app p99 ${ms(app.p99)} ms (target < ${P99_TARGET_MS} ms: ${okP99 ? 'met' : 'MISSED'}); ` +
      `bare/app CPU per request ${pc(cpuRatio)}`,
  );
}

console.log('');
console.log('| Target | App req/s | App p99 | Bare req/s | Bare p99 | App/bare req/s | App CPU/req | Bare CPU/req | Bare/app CPU | Verdict |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { t, app, bare, ratio, cpuRatio, okRatio, okP99, clean } of rows) {
  const verdict = [
    okRatio ? '' : `ratio < ${RATIO_TARGET * 100} %`,
    okP99 ? '' : `p99 ≥ ${P99_TARGET_MS} ms`,
    clean ? '' : `${app.errors + bare.errors} errors`,
  ]
    .filter(Boolean)
    .join(', ');
  console.log(
    `| ${t.label} | ${n0(app.rps)} | ${ms(app.p99)} ms | ${n0(bare.rps)} | ${ms(bare.p99)} ms | ` +
      `${pc(ratio)} | ${us(app.cpuUs)} | ${us(bare.cpuUs)} | ${pc(cpuRatio)} | ${verdict === '' ? 'met' : `**missed**: ${verdict}`} |`,
  );
}
// BENCH_METRICS=compare: the same app with METRICS_RECORDING=false, measured in the same rounds.
const METRICS_COST_TARGET = 0.03;
const costs = targets
  .map((t) => ({ t, on: read(t.key, 'app'), off: read(t.key, 'nometrics') }))
  .filter((c) => c.on && c.off);
if (costs.length > 0) {
  console.log('');
  console.log('What recording metrics costs (issue 26: ≤ 3 % of throughput), app with vs without METRICS_RECORDING:');
  console.log('| Target | With req/s | Without req/s | Throughput cost | With CPU/req | Without CPU/req | CPU cost | Verdict |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const { t, on, off } of costs) {
    // The same comparison round by round: how far apart two runs of the same servers land.
    const perRound = roundRatios(t.key, 'app', 'nometrics').map((r) => 1 - r);
    const cost = ratioOf(1 - on.rps / off.rps, perRound);
    if (perRound.length > 1) console.log(`  ${t.key}: cost round by round ${perRound.map((c) => pc(c)).join(', ')}`);
    const cpuCost = on.cpuUs && off.cpuUs ? on.cpuUs / off.cpuUs - 1 : undefined;
    const ok = cost <= METRICS_COST_TARGET;
    // Two runs of the same pair of servers landing further apart than the target cannot tell a
    // 3 % cost from none: said so, and not counted as missed.
    const spread = perRound.length > 1 ? (Math.max(...perRound) - Math.min(...perRound)) / 2 : 0;
    const undecided = !ok && spread > cost;
    if (!ok && !undecided) missed++;
    console.log(
      `| ${t.label} | ${n0(on.rps)} | ${n0(off.rps)} | ${pc(cost)} | ${us(on.cpuUs)} | ${us(off.cpuUs)} | ${pc(cpuCost)} | ` +
        `${ok ? 'met' : undecided ? `not measurable here: rounds ±${pc(spread)}` : '**missed**'} |`,
    );
  }
}

console.log('');
const cpu = os.cpus();
console.log(
  `wrk -t1 -c${process.env.BENCH_CONNECTIONS ?? '50'} -d${process.env.BENCH_DURATION ?? '10'}s on core 1; servers on core 0, ` +
    `never running at the same time. ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, ` +
    `${process.env.BENCH_DIALECT || 'SQLite'}` +
    (process.env.BENCH_BUSY ? `; machine ${process.env.BENCH_BUSY} % busy before the run.` : '.'),
);
console.log(
  'App/bare req/s is the DESIGN 7 figure. Bare/app CPU (server CPU time per request) equals it when both servers are ' +
    'CPU-bound on their core, and is far less sensitive to other load on the machine.',
);
if (disturbed.length > 0) {
  console.log(
    `Warning: core busy < 80 % while ${process.env.BENCH_CONNECTIONS ?? '50'} connections were waiting (${disturbed.join(', ')}): ` +
      'other processes had core 0 or 1 (see CPU pressure), so those req/s and p99 understate the server and skew the ratio. ' +
      'Run again on an idle machine; meanwhile the CPU-per-request columns give the ratio.',
  );
}
if (missed > 0) {
  console.log(`${missed} target(s) missed (DESIGN 7 and issue 27: ratio ≥ ${RATIO_TARGET * 100} %, p99 < ${P99_TARGET_MS} ms, no errors).`);
  if (process.env.BENCH_STRICT === '1') process.exit(1);
} else {
  console.log('All server targets of DESIGN 7 met.');
}
