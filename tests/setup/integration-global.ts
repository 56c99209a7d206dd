import fs from 'node:fs';
import pg from 'pg';
import { dialects, POSTGRES_URL } from './test-server';

/** The suite needs the production build (pages) and, unless narrowed, the local PostgreSQL. */
export default async function setup(): Promise<void> {
  if (!fs.existsSync('build/server/index.js')) {
    throw new Error('No build found: run `npm run build` first (npm test does it for you).');
  }
  if (dialects.includes('postgres')) {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`PostgreSQL is not reachable at ${POSTGRES_URL} (set TEST_DIALECTS=sqlite to skip it): ${String(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
