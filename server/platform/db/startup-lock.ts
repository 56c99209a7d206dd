import { createHash } from 'node:crypto';
import pg from 'pg';

/** How long an instance waits for another one's start-up work before it gives up (and is restarted). */
const WAIT_MS = 120_000;
const RETRY_MS = 200;

/**
 * Runs start-up work that must not run twice at once (the demo content and the settings row: two
 * instances started together on an empty PostgreSQL database would insert the same rows) under a
 * PostgreSQL advisory lock of the database URL, held on a connection of its own. The lock is tried
 * rather than waited for, so no statement outlives the pool's statement time limit; the second
 * instance runs the work after the first, and finds it done. SQLite sites run one process.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (databaseUrl.startsWith('file:')) return work();
  // One lock per database and schema (the URL names both); a 48-bit key fits in a JS number.
  const key = Number.parseInt(createHash('sha256').update(`petfood-site:startup:${databaseUrl}`).digest('hex').slice(0, 12), 16);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      if (rows[0]?.locked) break;
      if (Date.now() - started > WAIT_MS) throw new Error('another instance has held the start-up lock for too long');
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
