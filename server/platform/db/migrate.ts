import { type Kysely, Migrator, sql } from 'kysely';
import { classifyUnavailable } from '#server/platform/errors/unavailable';
import { migrations } from './migrations/registry';

/**
 * On PostgreSQL the migration tables live in the connection's own schema: Kysely's existence
 * check otherwise looks across schemas and, with several schemas in one database (tests, or
 * several sites), can see another schema's lock table and skip creating its own.
 */
async function migrator(kysely: Kysely<unknown>): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  try {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
    migrationTableSchema = rows[0]?.schema;
  } catch (error) {
    // SQLite has no schemas; a database that is away is not SQLite.
    if (classifyUnavailable(error)) throw error;
  }
  return new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  });
}

export async function migrateToLatest(kysely: Kysely<unknown>): Promise<void> {
  const { error, results } = await (await migrator(kysely)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** Rolls back every migration: used by tests that check each `down` really undoes its `up`. */
export async function migrateAllDown(kysely: Kysely<unknown>): Promise<void> {
  const m = await migrator(kysely);
  for (;;) {
    const { error, results } = await m.migrateDown();
    if (error) throw new Error(`Migration down failed: ${String(error)}`, { cause: error });
    if (!results || results.length === 0) return;
  }
}
