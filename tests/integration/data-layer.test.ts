import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { openDb } from '#server/platform/db/database';
import { migrateAllDown, migrateToLatest } from '#server/platform/db/migrate';
import { migrations } from '#server/platform/db/migrations/registry';
import { seedDemoContent } from '#server/adapters/seed/seed';
import { freshDatabaseFixture } from '../fixtures/database';
import { dialects } from '../setup/test-server';

async function tableNames(db: ReturnType<typeof openDb>): Promise<string[]> {
  // PostgreSQL introspection lists every schema of the database (other test files' too): keep ours.
  const schema = db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s : undefined;
  const tables = await db.kysely.introspection.getTables();
  return tables
    .filter((t) => schema === undefined || t.schema === schema)
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'))
    .sort();
}

describe.each(dialects)('migrations and seed on %s', (dialect) => {
  const freshDatabase = freshDatabaseFixture(dialect);

  it('every migration goes up and back down cleanly, and up again', async () => {
    const { db } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['cms_media', 'marketing_consent_log', 'members', 'page_layout', 'pets', 'product_codes', 'products', 'sessions', 'site_config', 'withdrawal_reasons']));
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['component_logs', 'inquiries', 'inquiry_attachments', 'referer_logs', 'tracking_module_logs', 'uploaded_files']));
    await migrateAllDown(db.kysely as never);
    expect(await tableNames(db)).toEqual([]);
    await migrateToLatest(db.kysely as never);
    expect((await tableNames(db)).length).toBeGreaterThan(0);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('the demo seed is idempotent and never overwrites staff changes', async () => {
    const { db, storage } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    await seedDemoContent(db.kysely, storage);
    await db.kysely.updateTable('site_config').set({ brand_name: '바뀐 이름' }).execute();
    await seedDemoContent(db.kysely, storage);
    const config = await db.kysely.selectFrom('site_config').selectAll().execute();
    expect(config).toHaveLength(1);
    expect(config[0]?.brand_name).toBe('바뀐 이름');
    expect(config[0]?.login_required_paths).toBe('/mypage');
    const media = await db.kysely.selectFrom('cms_media').select('content_key').execute();
    expect(media.length).toBeGreaterThanOrEqual(6);
    expect(await storage.get('cms/home-hero-desktop.svg')).not.toBeNull();
    // The demo catalogue: 30+ feeds covering every internal code of SPEC 9.8, each with its packshot.
    const products = await db.kysely.selectFrom('products').select(['id', 'thumbnail_url']).execute();
    expect(products.length).toBeGreaterThanOrEqual(30);
    const codes = new Set((await db.kysely.selectFrom('product_codes').select('code').execute()).map((r) => r.code));
    for (const code of [87, 99, 79, 85, 77, 81, 25, 27, 29, 31, 30, 23]) expect(codes, `code ${code}`).toContain(code);
    const key = products[0]!.thumbnail_url.split('/').pop()!;
    expect(await db.kysely.selectFrom('cms_media').select('content_key').where('content_key', '=', key).executeTakeFirst()).toBeTruthy();
  });
});

describe('the server process', () => {
  it('fails fast on a bad environment, with a clear message', async () => {
    const result = await run(['build/server.js'], { DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL: must start with file:');
  });

  it('starts from any working directory, answers /healthz, and shuts down gracefully on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    // Started from an empty folder: the build and the demo media are found from the code's own place.
    const child = spawn(process.execPath, [path.resolve('build/server.js')], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: `file:${dir}/site.db`, UPLOAD_DIR: `${dir}/uploads`, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => out.includes('"listening"'), 15_000);
      // Listening comes first; pages once migrated and seeded (readiness).
      await waitFor(() => out.includes('"msg":"ready"'), 15_000);
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(await home.text()).toContain('도담펫');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('"stopped"');
      // Request logs carry request ids.
      expect(out).toMatch(/"reqId":"[0-9a-f-]{36}".*"path":"\/healthz"/);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
