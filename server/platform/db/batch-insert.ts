import type { Insertable, Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema/database';

/** Tables whose rows arrive in bulk and may be written a few milliseconds late. */
export type BatchTable = 'tracking_module_logs' | 'referer_logs' | 'component_logs' | 'web_vitals';

export interface BatchOptions {
  /** Rows nobody waits for (`add`) wait at most this long before they are written (default 50 ms); `store` rows go with the next commit. */
  flushAfterMs?: number;
  /** A full batch is written at once (default 500 rows; SQLite allows 32766 bound values). */
  maxBatch?: number;
  /** Rows kept waiting at most; above it new rows are dropped and counted (default 20 000). */
  maxPending?: number;
}

/**
 * DESIGN 7: writes that arrive in bulk are gathered and written as one multi-row insert
 * (SQLite: ~39k single inserts/s against ~276k rows/s batched). A failed write is logged and
 * dropped: tracking and client logs must never take the site down with them (DESIGN 8).
 *
 * Group commit: each batch is written in one transaction, and `store()` resolves once the batch
 * holding its row has committed (true) or failed (false), so a request can acknowledge only
 * what is stored (docs/decisions/037-tracking-acknowledgement.md); `add()` does not wait.
 */
export class BatchInserter {
  private readonly pending = new Map<BatchTable, Insertable<Database[BatchTable]>[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A write of the rows someone waits for, due at the end of this event-loop turn. */
  private soon: ReturnType<typeof setImmediate> | undefined;
  /** Writes started and not yet finished. */
  private writing = 0;
  private inFlight: Promise<void> = Promise.resolve();
  private readonly flushAfterMs: number;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private size = 0;
  private closed = false;
  /** Told the outcome of the batch being gathered, once it is written. */
  private waiters: ((stored: boolean) => void)[] = [];
  /** Rows written, dropped (queue full) and lost (write failed), for tests and the bench. */
  readonly stats = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    options: BatchOptions = {},
    private readonly onWrite?: (write: { rows: number; seconds: number; ok: boolean }) => void,
  ) {
    this.flushAfterMs = options.flushAfterMs ?? 50;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxPending = options.maxPending ?? 20_000;
  }

  /** Queues a row; false when the queue is full (or closed) and the row was dropped. */
  add<T extends BatchTable>(table: T, row: Insertable<Database[T]>): boolean {
    if (this.closed || this.size >= this.maxPending) {
      this.stats.dropped++;
      return false;
    }
    let rows = this.pending.get(table);
    if (!rows) {
      rows = [];
      this.pending.set(table, rows);
    }
    rows.push(row as Insertable<Database[BatchTable]>);
    this.size++;
    if (this.size >= this.maxBatch) void this.flush();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.flushAfterMs);
      // A pending flush never keeps a finished process (CLI, tests) alive; close() flushes anyway.
      this.timer.unref?.();
    }
    return true;
  }

  /**
   * Queues a row and resolves when it is stored: true once its batch has committed (the next
   * commit, see `commitSoon`), false when it was dropped or the write failed.
   */
  store<T extends BatchTable>(table: T, row: Insertable<Database[T]>): Promise<boolean> {
    const waiting = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    if (!this.add(table, row)) {
      this.waiters.pop()!(false);
      return waiting;
    }
    this.commitSoon();
    return waiting;
  }

  /**
   * Someone waits for their row: it is written at the end of this event-loop turn, with every
   * row that arrived in the turn, or — while a write is running — right after that write, with
   * every row that arrived meanwhile. So a lone request waits for one commit, not for the timer,
   * and under load each commit carries what gathered during the previous one (group commit).
   */
  private commitSoon(): void {
    if (this.writing > 0 || this.soon !== undefined) return;
    this.soon = setImmediate(() => {
      this.soon = undefined;
      void this.flush();
    });
  }

  /** Writes everything queued so far; resolves when it (and any earlier write) is done. */
  flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.soon !== undefined) {
      clearImmediate(this.soon);
      this.soon = undefined;
    }
    if (this.size === 0) return this.inFlight;
    const batches = [...this.pending.entries()];
    const waiters = this.waiters;
    this.pending.clear();
    this.waiters = [];
    this.size = 0;
    // Writes run one after another, so rows keep their order and SQLite sees one writer.
    this.writing++;
    this.inFlight = this.inFlight.then(async () => {
      const stored = await this.write(batches);
      for (const resolve of waiters) resolve(stored);
      this.writing--;
      if (this.waiters.length > 0) this.commitSoon();
    });
    return this.inFlight;
  }

  /** One transaction per batch: one commit (one fsync on SQLite) for every row gathered. */
  private async write(batches: [BatchTable, Insertable<Database[BatchTable]>[]][]): Promise<boolean> {
    const rows = batches.reduce((n, [, r]) => n + r.length, 0);
    const started = performance.now();
    const report = (ok: boolean) => this.onWrite?.({ rows, seconds: (performance.now() - started) / 1000, ok });
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [table, tableRows] of batches) {
          for (let i = 0; i < tableRows.length; i += this.maxBatch) {
            await trx.insertInto(table).values(tableRows.slice(i, i + this.maxBatch) as never).execute();
          }
        }
      });
      this.stats.written += rows;
      report(true);
      return true;
    } catch (error) {
      this.stats.failed += rows;
      report(false);
      this.logger.error({ err: error, tables: batches.map(([t]) => t), rows }, 'batched insert failed; rows dropped');
      return false;
    }
  }

  /** Writes what is queued and refuses further rows (graceful shutdown). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}
