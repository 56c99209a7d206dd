import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Server } from 'node:http';
import { createApp, loadBuild } from '#server/adapters/app';
import { createNodeServer } from '#server/adapters/http/node-server';
import { seedDemoContent, seedEssentials } from '#server/adapters/seed/seed';
import { type Env, readEnv } from '#server/platform/env';
import { createServices, type Services } from '#server/platform/services';

export type Dialect = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Dialects the integration tests run on: both by default (CI), narrowed with TEST_DIALECTS. */
export const dialects: Dialect[] = (process.env.TEST_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is Dialect => d === 'sqlite' || d === 'postgres');

export interface TestServer {
  url: string;
  services: Services;
  /** Same database, second process-like instance (own cache, own HTTP server). */
  close(): Promise<void>;
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file: a temp SQLite file, or a fresh PostgreSQL schema. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    return { url: `file:${path.join(dir, 'test.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

const builds = new Map<string, ReturnType<typeof loadBuild>>();

export async function startTestServer(
  databaseUrl: string,
  overrides: Record<string, string> = {},
  /** seed: the demo content (default); 'empty': only what every site needs (SEED_DEMO=false); false: nothing (a second instance of a seeded database). */
  options: { seed?: boolean | 'empty'; buildDir?: string } = {},
): Promise<TestServer> {
  const buildDir = path.resolve(options.buildDir ?? 'build');
  const env: Env = readEnv({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-uploads-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    // Test runs (and parallel checkouts) share the local Redis: each server keeps its own keys.
    REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:`,
    ...overrides,
  });
  const services = await createServices(env);
  if (options.seed === 'empty') await seedEssentials(services.db.kysely, services.storage);
  else if (options.seed !== false) await seedDemoContent(services.db.kysely, services.storage, undefined, { kakao: kakaoEnabled(services) });
  if (!builds.has(buildDir)) builds.set(buildDir, loadBuild(buildDir));
  const app = createApp({ services, build: await builds.get(buildDir)!, clientDir: path.join(buildDir, 'client') });
  const server: Server = createNodeServer(app, services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    services,
    fetch: (p, init) => fetch(url + p, { redirect: 'manual', ...init }),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Responses a test never read keep their sockets busy; end them rather than wait.
      server.closeAllConnections();
      await closed;
      await services.close();
    },
  };
}
