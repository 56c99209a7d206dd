#!/usr/bin/env node
// Tracking-log write throughput (issue 7, DESIGN 7): the real server (NODE_ENV=production) on a
// throwaway SQLite database takes UserActivityController.createTrackingModuleLog calls from wrk
// (one log per request, each with its own UUID) for BENCH_DURATION seconds; afterwards the rows
// in the database are counted, so the figure is logs actually stored per second.
// Target: ≥ 2,000 logs/s. Prints "tracking logs/second: N".
// Knobs: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_STRICT=1 exits 1 below target.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { freePort, pinnedToCore, productionEnv } from '../lib/production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = 2000;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

if (!fs.existsSync(path.join(root, 'build/server.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
if (!has('wrk')) {
  console.error('wrk is not installed (apt-get install wrk).');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tracking-'));
const dbFile = path.join(work, 'site.db');
const port = await freePort();

const [serverCmd, serverArgs] = pinnedToCore(0, process.execPath, ['build/server.js']);
const server = spawn(serverCmd, serverArgs, {
  cwd: root,
  env: {
    ...productionEnv({ port, databaseUrl: `file:${dbFile}`, uploadDir: path.join(work, 'uploads') }),
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // All load comes from one address: the per-address limit would measure itself, not the writes.
    TRACKING_PER_IP_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
};
process.on('SIGINT', async () => {
  await stop();
  process.exit(130);
});

try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const script = path.join(work, 'tracking.lua');
  fs.writeFileSync(
    script,
    `
local hex = "0123456789abcdef"
local function part(n)
  local t = {}
  for i = 1, n do local k = math.random(1, 16); t[i] = hex:sub(k, k) end
  return table.concat(t)
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  local uuid = part(8) .. "-" .. part(4) .. "-4" .. part(3) .. "-a" .. part(3) .. "-" .. part(12)
  local body = '{"trackingModuleLog":{"UTMSource__c":"naver","UTMMedium__c":"cpc","UTMCampaign__c":"spring_trial","CurrentPageUrl__c":"https://www.dodampet.co.kr/?utm_source=naver","UUID__c":"' .. uuid .. '"}}'
  return wrk.format(nil, "/lwr/apex/v65.0/UserActivityController/createTrackingModuleLog", nil, body)
end
done = function(summary, latency, requests)
  io.write(string.format("WRK %d %d %d %.3f\\n", summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.duration, latency:percentile(99) / 1000))
end
`,
  );
  // Warm up, then measure.
  spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, '-d2s', '-s', script, base], { encoding: 'utf8' });
  // Let the warm-up's last batch (written every 50 ms) land before counting.
  await new Promise((r) => setTimeout(r, 500));
  const before = countRows(dbFile);
  const cpuBefore = cpuSeconds(server.pid);
  const [wrkCmd, wrkArgs] = pinnedToCore(1, 'wrk', ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`, '-s', script, base]);
  const run = spawnSync(wrkCmd, wrkArgs, { encoding: 'utf8' });
  const line = /WRK (\d+) (\d+) (\d+) ([\d.]+)/.exec(run.stdout);
  if (!line) throw new Error(`wrk failed:\n${run.stdout}\n${run.stderr}`);
  const [, requests, errors, micros, p99] = line;
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
  await stop();
  const stored = countRows(dbFile) - before;
  const seconds = Number(micros) / 1e6;
  const perSecond = Math.round(stored / seconds);
  console.log(`requests: ${requests} in ${seconds.toFixed(1)} s (${Math.round(Number(requests) / seconds)}/s), non-2xx or socket errors: ${errors}, p99 ${p99} ms`);
  console.log(`rows stored: ${stored} (every answered log written: ${stored >= Number(requests) - Number(errors) ? 'yes' : 'no'}; requests still open when wrk stopped are written too)`);
  // CPU time of the server per log does not depend on what else the machine is running.
  const cpuPerLog = (cpuUsed / Math.max(1, Number(requests))) * 1e6;
  console.log(`server CPU per log: ${cpuPerLog.toFixed(0)} µs, i.e. about ${Math.round(1e6 / cpuPerLog)} logs/s per fully available core`);
  console.log(`tracking logs/second: ${perSecond} (target ≥ ${TARGET}) ${perSecond >= TARGET ? 'OK' : 'BELOW TARGET'}`);
  if (process.env.BENCH_STRICT === '1' && perSecond < TARGET) process.exitCode = 1;
} finally {
  await stop();
  fs.rmSync(work, { recursive: true, force: true });
}

/** utime + stime of a process, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function countRows(file) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select count(*) as n from tracking_module_logs').get().n;
  } finally {
    db.close();
  }
}
