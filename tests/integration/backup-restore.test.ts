import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { memberIdByEmail } from '#app/features/account/data/account.server';
import { storeTrackingModuleLog } from '#app/features/tracking/data/tracking.server';
import { runCli } from '../fixtures/cli';
import { serverFixture } from '../fixtures/server';
import { dialects, POSTGRES_URL, startTestServer, type TestServer } from '../setup/test-server';

const FILE_KEY = `${Date.now()}-${randomUUID()}.png`;
const FILE_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

async function trackingRows(server: Pick<TestServer, 'services'>): Promise<number> {
  const row = await server.services.db.kysely.selectFrom('tracking_module_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Issue 26, item 3: a backup of a site under write load restores into a new place, a server
 * starts on it and finds the data — the member, the file, and a consistent database.
 */
describe.each(dialects)('backup and restore (%s)', (dialect) => {
  const server = serverFixture(dialect);
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while the site writes, restores elsewhere, and a server there has the data', async () => {
    const { services } = server;
    const member = await createMember(services.db.kysely, { email: `backup-${randomUUID().slice(0, 8)}@example.com`, name: '백업확인' });
    await services.storage.put(`public/${FILE_KEY}`, FILE_BYTES, 'image/png');
    await services.batches.flush();
    const before = await trackingRows(server);

    // Write load: tracking rows keep arriving while the backup runs in another process.
    let writing = true;
    const load = (async () => {
      let n = 0;
      while (writing) {
        await Promise.all(Array.from({ length: 20 }, () => storeTrackingModuleLog(services.batches, null, { UUID__c: randomUUID(), UTMSource__c: 'load', CurrentPageUrl__c: 'https://example.kr/' })));
        n++;
      }
      return n;
    })();
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-')), 'site.tar');
    const env = { UPLOAD_DIR: services.env.UPLOAD_DIR };
    const made = await runCli(server.databaseUrl, ['db:backup', '--to', archive], env);
    writing = false;
    const batches = await load;
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain('and the uploads');
    expect(batches).toBeGreaterThan(0);
    const after = await trackingRows(server);

    // A new place: a new SQLite file and folder, or a new PostgreSQL database.
    const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-uploads-'));
    let url: string;
    if (dialect === 'sqlite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-site-'));
      url = `file:${path.join(dir, 'site.db')}`;
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    } else {
      const name = `restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const options = new URL(server.databaseUrl).searchParams.get('options')!;
      const base = new URL(POSTGRES_URL);
      base.pathname = `/${name}`;
      url = `${base.toString()}?options=${encodeURIComponent(options)}`;
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      });
    }
    cleanups.push(async () => fs.rmSync(uploadDir, { recursive: true, force: true }));
    const restored = await runCli(url, ['db:restore', '--from', archive], { UPLOAD_DIR: uploadDir });
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);

    const copy = await startTestServer(url, { UPLOAD_DIR: uploadDir }, { seed: false });
    cleanups.push(() => copy.close());
    expect(await memberIdByEmail(copy.services.db.kysely, member.email)).toBe(member.id);
    const file = await copy.fetch(`/files/${FILE_KEY}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILE_BYTES);
    expect((await copy.fetch('/products/Product2')).status).toBe(200);
    // A snapshot: every row written before the backup began, none of what came after it ended.
    const rows = await trackingRows(copy);
    expect(rows).toBeGreaterThanOrEqual(before);
    expect(rows).toBeLessThanOrEqual(after);
    if (dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy.services.db.kysely);
      expect(check.rows[0]?.integrity_check).toBe('ok');
    }
  });

  it('refuses what it cannot do, with a clear message and nothing changed', async () => {
    const missing = await runCli(server.databaseUrl, ['db:backup'], { UPLOAD_DIR: server.services.env.UPLOAD_DIR });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--to FILE');
    const notArchive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'not-archive-')), 'x.tar');
    fs.writeFileSync(notArchive, 'hello');
    const bad = await runCli(server.databaseUrl, ['db:restore', '--from', notArchive], { UPLOAD_DIR: server.services.env.UPLOAD_DIR });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('is not a backup archive');
    if (dialect === 'sqlite') {
      // The live site's own file is never overwritten without --force.
      const archive = path.join(path.dirname(notArchive), 'site.tar');
      expect((await runCli(server.databaseUrl, ['db:backup', '--to', archive], { UPLOAD_DIR: server.services.env.UPLOAD_DIR })).code).toBe(0);
      const refused = await runCli(server.databaseUrl, ['db:restore', '--from', archive], { UPLOAD_DIR: server.services.env.UPLOAD_DIR });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('--force');
    }
  });
});
