// Starts the production build (`node build/server.js`) the way a user runs it — NODE_ENV=production,
// LOG_LEVEL=info, compression on — on a throwaway SQLite database seeded with the demo content and
// a free port, for the scripts that measure what the site sends (budget, Lighthouse).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** `[command, args]` that run `cmd args` on one core (taskset), or as they are on one core or without taskset. */
export function pinnedToCore(core, cmd, args) {
  const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;
  return hasTaskset && os.cpus().length >= 2 ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args];
}

/** The production defaults a measured server starts with, on the given port, database and upload folder. */
export function productionEnv({ port, databaseUrl, uploadDir }) {
  return { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir };
}

/**
 * Resolves `{ origin, stop }` once /readyz answers 200. `stop()` ends the server and removes its
 * folder (kept when KEEP_SERVER_DIR is set). `extraEnv` adds variables (e.g. PAGE_CACHE_SECONDS).
 */
export async function startProductionServer(buildDir, extraEnv = {}) {
  if (!fs.existsSync(path.join(buildDir, 'server.js'))) throw new Error(`No build at ${buildDir}: run \`npm run build\` first.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(work, 'uploads'));
  const port = await freePort();
  const env = { ...productionEnv({ port, databaseUrl: `file:${work}/site.db`, uploadDir: `${work}/uploads` }), BUILD_DIR: buildDir };
  for (const name of ['REDIS_URL', 'BASE_PATH', 'PUBLIC_ORIGIN', 'LOG_LEVEL', 'PAGE_CACHE_SECONDS', 'SEED_DEMO']) delete env[name];
  Object.assign(env, extraEnv);
  const logFile = path.join(work, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], { env, stdio: ['ignore', log, log] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    if (!process.env.KEEP_SERVER_DIR) fs.rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (await fetch(`${origin}/readyz`).then((r) => r.ok, () => false)) return { origin, stop, logFile };
    await new Promise((r) => setTimeout(r, 100));
  }
  const tail = fs.readFileSync(logFile, 'utf8').slice(-3000);
  stop();
  throw new Error(`The server did not become ready; its log:\n${tail}`);
}
