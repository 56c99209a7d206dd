import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './database';
import { migrateToLatest } from './migrate';
import { BatchInserter } from './batch-insert';

const row = (uuid: string) => ({ id: randomUUID(), uuid, referer: 'https://search.naver.com/', created_at: new Date().toISOString() });

describe('batched inserts (DESIGN 7)', () => {
  let db: Db;
  afterEach(async () => {
    await db?.close();
  });

  async function open() {
    db = openDb({ url: 'file::memory:' });
    await migrateToLatest(db.kysely as never);
    return db;
  }

  it('writes queued rows after the delay, as one insert per table', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 10 });
    for (let i = 0; i < 250; i++) batches.add('referer_logs', row('u1'));
    expect((await db.kysely.selectFrom('referer_logs').select('id').execute()).length).toBe(0);
    await new Promise((r) => setTimeout(r, 40));
    await batches.flush();
    expect((await db.kysely.selectFrom('referer_logs').select('id').execute()).length).toBe(250);
    expect(batches.stats.written).toBe(250);
  });

  it('writes at once when a batch is full, and drops rows beyond the queue limit', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 10_000, maxBatch: 100, maxPending: 150 });
    for (let i = 0; i < 100; i++) batches.add('referer_logs', row('u2'));
    await batches.flush();
    expect(batches.stats.written).toBe(100);
    await batches.close();
    expect(batches.add('referer_logs', row('u2'))).toBe(false);
  });

  it('a failed write is logged and dropped, never thrown', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 5 });
    batches.add('referer_logs', { ...row('u3'), referer: null as never });
    batches.add('referer_logs', row('u3'));
    await expect(batches.flush()).resolves.toBeUndefined();
    expect(batches.stats.failed).toBe(2);
  });

  it('store() answers only once the row is committed (group commit), with its batch', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 20 });
    const count = async () => (await db.kysely.selectFrom('referer_logs').select('id').where('uuid', '=', 'u4').execute()).length;
    const answers: boolean[] = [];
    const pending = Array.from({ length: 30 }, () => batches.store('referer_logs', row('u4')).then((ok) => answers.push(ok) && ok));
    expect(await count()).toBe(0);
    expect(answers).toEqual([]);
    const first = await pending[0];
    // Acknowledged means stored: every row of the batch is in the table by then.
    expect(first).toBe(true);
    expect(await count()).toBe(30);
    expect(await Promise.all(pending)).toEqual(Array(30).fill(true));
  });

  it('store() answers false when its batch fails or the queue is full', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 5, maxPending: 2 });
    const bad = batches.store('referer_logs', { ...row('u5'), referer: null as never });
    const good = batches.store('referer_logs', row('u5'));
    const dropped = batches.store('referer_logs', row('u5'));
    expect(await dropped).toBe(false);
    // One transaction per batch: a bad row takes its batch with it, and every waiter hears so.
    expect(await Promise.all([bad, good])).toEqual([false, false]);
    expect((await db.kysely.selectFrom('referer_logs').select('id').where('uuid', '=', 'u5').execute()).length).toBe(0);
    expect(await batches.store('referer_logs', row('u5'))).toBe(true);
  });

  it('store() does not wait for the timer: a lone row is committed at the end of its turn; rows arriving during a write go with the next one', async () => {
    await open();
    const batches = new BatchInserter(db.kysely, pino({ level: 'silent' }), { flushAfterMs: 60_000 });
    const started = Date.now();
    expect(await batches.store('referer_logs', row('u6'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    // Three rows in one turn: one commit. Rows stored while it runs: the next commit, together.
    const first = [0, 1, 2].map(() => batches.store('referer_logs', row('u6')));
    await new Promise((r) => setImmediate(r));
    const second = [0, 1].map(() => batches.store('referer_logs', row('u6')));
    expect(await Promise.all([...first, ...second])).toEqual(Array(5).fill(true));
    expect(batches.stats.written).toBe(6);
    // add() rows nobody waits for still wait for the timer (or a commit someone else asked for).
    batches.add('referer_logs', row('u7'));
    await new Promise((r) => setTimeout(r, 50));
    expect((await db.kysely.selectFrom('referer_logs').select('id').where('uuid', '=', 'u7').execute()).length).toBe(0);
    expect(await batches.store('referer_logs', row('u7'))).toBe(true);
    expect((await db.kysely.selectFrom('referer_logs').select('id').where('uuid', '=', 'u7').execute()).length).toBe(2);
  });
});
