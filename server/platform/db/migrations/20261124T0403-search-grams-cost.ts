import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL plans for the integrated search (measured at 100,000 documents, docs/performance.md):
 * - search_grams() is costly per row (≈ 50 µs: it builds the letters and pairs of a text), but
 *   declared at the default cost of 100 the planner preferred a sequential scan that recomputes
 *   it row by row for common words ("밥": 105 ms; 19 ms through the GIN indexes once its cost is
 *   told).
 * - No parallel scans of the index table: a search reads at most 1,000 rows, and starting
 *   workers cost more than they save (about a third of the time on a busy 2-core machine) while
 *   taking cores from the other requests.
 * SQLite has neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER FUNCTION search_grams(text) COST 5000`.execute(db);
  await sql`ALTER TABLE search_index SET (parallel_workers = 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER TABLE search_index RESET (parallel_workers)`.execute(db);
  await sql`ALTER FUNCTION search_grams(text) COST 100`.execute(db);
}
