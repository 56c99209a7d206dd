/**
 * Deleting what is no longer needed (issue 26, item 4), kind by kind, in small batches: each
 * batch is one short statement (a write lock held for milliseconds on SQLite, a few hundred rows'
 * locks on PostgreSQL), and the job waits a moment between batches so requests go first. A
 * kind's owner writes its `purge` (one owner per table); server/adapters/retention.ts declares
 * the kinds and their periods.
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
  /** Rows per statement. */
  batchSize?: number;
  /** The pause between two batches, so waiting requests are served first. */
  pauseMs?: number;
  /** Told after each batch (metrics). */
  onDeleted?: (kind: string, rows: number) => void;
  /** Stops between batches (shutdown). */
  stopped?: () => boolean;
}

export async function runRetention(kinds: readonly RetentionKind[], now: Date, options: RetentionOptions = {}): Promise<Record<string, number>> {
  const batchSize = options.batchSize ?? 500;
  const pauseMs = options.pauseMs ?? 5;
  const deleted: Record<string, number> = {};
  for (const kind of kinds) {
    const before = new Date(now.getTime() - kind.days * 86_400_000);
    let total = 0;
    for (;;) {
      if (options.stopped?.()) break;
      const rows = await kind.purge(before, batchSize);
      total += rows;
      if (rows > 0) options.onDeleted?.(kind.kind, rows);
      if (rows < batchSize) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    deleted[kind.kind] = total;
  }
  return deleted;
}
