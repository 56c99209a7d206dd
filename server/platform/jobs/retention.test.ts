import { describe, expect, it } from 'vitest';
import { nextBatchSize, runRetention, type RetentionKind } from './retention';

describe('nextBatchSize', () => {
  it('shrinks a batch that took longer than the target, in proportion', () => {
    expect(nextBatchSize(500, 40, 10)).toBe(125);
  });
  it('grows a quick batch, at most doubling, and stays within its bounds', () => {
    expect(nextBatchSize(200, 1, 10)).toBe(400);
    expect(nextBatchSize(200, 0, 10)).toBe(400);
    expect(nextBatchSize(4000, 1, 10)).toBe(5000);
    expect(nextBatchSize(20, 1000, 10)).toBe(10);
  });
});

describe('runRetention', () => {
  it('deletes in batches until a batch comes back short, resting at least twice as long as each statement took', async () => {
    let left = 1000;
    const calls: { limit: number; at: number }[] = [];
    const slowKind: RetentionKind = {
      kind: 'slow',
      tables: ['t'],
      days: 1,
      purge: async (_before, limit) => {
        calls.push({ limit, at: performance.now() });
        // Work that blocks the event loop, as a SQLite statement does: 1 ms per 20 rows.
        const until = performance.now() + Math.min(limit, left) / 20;
        while (performance.now() < until);
        const rows = Math.min(limit, left);
        left -= rows;
        return rows;
      },
    };
    const deleted: number[] = [];
    const result = await runRetention([slowKind], new Date(), { batchSize: 400, targetMs: 5, pauseMs: 1, onDeleted: (_kind, rows) => deleted.push(rows) });
    expect(result).toEqual({ slow: 1000 });
    expect(left).toBe(0);
    // 400 rows took 20 ms (and a little more) against a 5 ms target: the next batch is about a quarter of it.
    expect(calls[1]!.limit).toBeGreaterThanOrEqual(90);
    expect(calls[1]!.limit).toBeLessThanOrEqual(100);
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(1000);
    // The rest after the first statement (20 ms of work) is at least 40 ms.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(20 + 40 - 1);
  });

  it('stops between batches when asked', async () => {
    let calls = 0;
    const kind: RetentionKind = { kind: 'k', tables: ['t'], days: 1, purge: async (_b, limit) => (calls++, limit) };
    const result = await runRetention([kind], new Date(), { pauseMs: 1, stopped: () => calls >= 3 });
    expect(calls).toBe(3);
    expect(result.k).toBeGreaterThan(0);
  });
});
