import { type ChildProcessByStdio, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The built server (build/server.js) as its own process, the way it runs in production. */
export interface SpawnedServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  /** Everything written to stdout so far (unless the test stops reading it). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills it if still running and removes its folder. */
  cleanup(): void;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function spawnServer(env: Record<string, string>, options: { readStdout?: boolean; /** Another copy of the build (a production layout). */ entry?: string } = {}): Promise<SpawnedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spawned-'));
  const port = await freePort();
  const child = spawn(process.execPath, [options.entry ?? path.resolve('build/server.js')], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${dir}/site.db`,
      UPLOAD_DIR: `${dir}/uploads`,
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  if (options.readStdout !== false) child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    cleanup() {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the exit, or with 'still running' after `ms`. */
export function exitWithin(server: SpawnedServer, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'still running'> {
  return Promise.race([server.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);
}

/** Waits until the server answers `path` with a 2xx. */
export async function waitForStatus(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
