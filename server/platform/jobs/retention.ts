/**
 * Deleting what is no longer needed (issue 26, item 4), kind by kind, in small batches: each
 * batch is one short statement, and the job rests between batches so requests go first. On
 * SQLite a statement runs on the event loop that answers requests (better-sqlite3 is
 * synchronous), so a batch's size follows how long the last one took: each statement stays near
 * `targetMs` and the job rests twice as long as it worked, whatever the rows cost (random keys,
 * indexes, a checkpoint). A kind's owner writes its `purge` (one owner per table);
 * server/adapters/retention.ts declares the kinds and their periods.
 */
export interface RetentionKind {
  /** The metrics label and the log's name of the kind. */
  kind: string;
  /** The tables its purge deletes from (the retention walk checks every table is declared). */
  tables: readonly string[];
  /** Rows older than this many days go. */
  days: number;
  purge(before: Date, limit: number): Promise<number>;
}

export interface RetentionOptions {
  /** Rows of a kind's first statement; later ones grow or shrink toward `targetMs`. */
  batchSize?: number;
  /** The time one statement should take at most. */
  targetMs?: number;
  /** The shortest rest between two batches (the rest is also at least twice the statement's time). */
  pauseMs?: number;
  /** Told after each batch (metrics). */
  onDeleted?: (kind: string, rows: number) => void;
  /** Stops between batches (shutdown). */
  stopped?: () => boolean;
  /** Milliseconds on a monotonic clock; tests give a clock of their own so a busy host cannot skew the batch sizes. */
  clock?: () => number;
  /** Rests between batches; tests record the rests instead of waiting. */
  rest?: (ms: number) => Promise<void>;
}

const restFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const MIN_BATCH = 10;
const MAX_BATCH = 5000;

/** The next batch's size: scaled toward the target time, never more than doubled at once. */
export function nextBatchSize(size: number, elapsedMs: number, targetMs: number): number {
  const scaled = elapsedMs <= 0 ? size * 2 : Math.floor((size * targetMs) / elapsedMs);
  return Math.max(MIN_BATCH, Math.min(MAX_BATCH, size * 2, scaled));
}

export async function runRetention(kinds: readonly RetentionKind[], now: Date, options: RetentionOptions = {}): Promise<Record<string, number>> {
  const targetMs = options.targetMs ?? 5;
  const pauseMs = options.pauseMs ?? 5;
  const clock = options.clock ?? (() => performance.now());
  const rest = options.rest ?? restFor;
  const deleted: Record<string, number> = {};
  for (const kind of kinds) {
    const before = new Date(now.getTime() - kind.days * 86_400_000);
    let size = options.batchSize ?? 200;
    let total = 0;
    for (;;) {
      if (options.stopped?.()) break;
      const started = clock();
      const rows = await kind.purge(before, size);
      const elapsed = clock() - started;
      total += rows;
      if (rows > 0) options.onDeleted?.(kind.kind, rows);
      if (rows < size) break;
      size = nextBatchSize(size, elapsed, targetMs);
      await rest(Math.max(pauseMs, 2 * elapsed));
    }
    deleted[kind.kind] = total;
  }
  return deleted;
}
