import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '#app/features/search/search.server';
import { PAGE_BUDGETS, rangeFrom, SEARCH_TERMS } from '../../scripts/bench/data-budgets';
import { seedScaled, staffCookie } from '../../scripts/bench/data-seed';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/**
 * CI smoke of the data-growth bench (`npm run bench:data`): the demo data at 10× on SQLite,
 * every measured page answers 200 and stays within four times its budget (median of three:
 * CI machines are shared and noisy, so this catches a report or search gone linear — seconds —
 * not milliseconds; the bench itself checks p95 and growth up to 1000×).
 */
const SMOKE_SLACK = 4;
describe('data growth smoke (10×, SQLite)', () => {
  let db: TestDatabase;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db.url, { PAGE_CACHE_SECONDS: '0' });
    const counts = await seedScaled(server.services, 10);
    expect(counts.trackingLogs).toBe(10_000);
    cookie = await staffCookie(server.services);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('every list page, search and staff report answers within its budget', async () => {
    const slow: string[] = [];
    for (const [page, budget] of Object.entries(PAGE_BUDGETS)) {
      const times: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const started = performance.now();
        const res = await server.fetch(budget.path.replace('RANGE_FROM', rangeFrom()), { headers: budget.staff ? { Cookie: cookie } : {} });
        await res.arrayBuffer();
        expect(res.status, page).toBe(200);
        if (i > 0) times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[1]!;
      if (median > budget.p95 * SMOKE_SLACK) slow.push(`${page}: ${median.toFixed(0)} ms > ${budget.p95 * SMOKE_SLACK} ms`);
    }
    expect(slow).toEqual([]);
  });

  it('search finds the scaled documents through the full-text index', async () => {
    for (const q of SEARCH_TERMS) expect((await search(server.services.db.kysely, { q })).total, q).toBeGreaterThan(0);
  });
});
