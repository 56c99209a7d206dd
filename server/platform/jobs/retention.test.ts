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

/** A kind whose table holds `rows` rows; each purge tells `onPurge` its limit and the rows it takes. */
function draining(rows: number, onPurge: (limit: number, taken: number) => void): RetentionKind & { left: () => number } {
  let left = rows;
  return {
    kind: 'slow',
    tables: ['t'],
    days: 1,
    left: () => left,
    purge: async (_before, limit) => {
      const taken = Math.min(limit, left);
      left -= taken;
      onPurge(limit, taken);
      return taken;
    },
  };
}

describe('runRetention', () => {
  it('deletes in batches until a batch comes back short, resting at least twice as long as each statement took', async () => {
    let now = 0;
    const limits: number[] = [];
    const rests: number[] = [];
    const slowKind = draining(1000, (limit, taken) => {
      limits.push(limit);
      // A statement costs 1 ms per 20 rows on this clock, as a SQLite delete blocks the loop.
      now += taken / 20;
    });
    const deleted: number[] = [];
    const result = await runRetention([slowKind], new Date(), {
      batchSize: 400,
      targetMs: 5,
      pauseMs: 1,
      clock: () => now,
      rest: async (ms) => {
        rests.push(ms);
        now += ms;
      },
      onDeleted: (_kind, rows) => deleted.push(rows),
    });
    expect(result).toEqual({ slow: 1000 });
    expect(slowKind.left()).toBe(0);
    // 400 rows took 20 ms against a 5 ms target: the next batch is a quarter of it, and stays there.
    expect(limits.slice(0, 3)).toEqual([400, 100, 100]);
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(1000);
    // The rest after each statement is twice its time: 40 ms after the first, 10 ms after a 100-row one.
    expect(rests.slice(0, 2)).toEqual([40, 10]);
    // 400 + 6 × 100 rows in seven full batches, each followed by a rest; the eighth comes back empty
    // (short) and ends the kind without one.
    expect(limits).toHaveLength(8);
    expect(rests).toHaveLength(7);
  });

  it('rests between batches on the real clock by default', async () => {
    const at: number[] = [];
    const kind = draining(30, () => at.push(performance.now()));
    await runRetention([kind], new Date(), { batchSize: 10, pauseMs: 15 });
    expect(at.length).toBeGreaterThanOrEqual(2);
    // setTimeout may fire up to a millisecond early by the performance clock.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(14);
  });

  it('stops between batches when asked', async () => {
    let calls = 0;
    const kind: RetentionKind = { kind: 'k', tables: ['t'], days: 1, purge: async (_b, limit) => (calls++, limit) };
    const result = await runRetention([kind], new Date(), { pauseMs: 1, stopped: () => calls >= 3 });
    expect(calls).toBe(3);
    expect(result.k).toBeGreaterThan(0);
  });
});
