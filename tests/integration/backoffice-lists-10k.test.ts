import { beforeAll, describe, expect, it } from 'vitest';
import { calibrationMs, slowdownFrom } from '../fixtures/host-speed';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/**
 * Issue 15: a back-office list of 10,000 products or articles pages in under 100 ms on both
 * databases (the whole page over HTTP, median of 9 after 2 warm-ups). The data-growth bench
 * (`npm run bench:data`, budgets "staff products/articles") measures the same at 1000×. A fixed
 * piece of work timed after each request tells how much slower than usual the shared host is
 * at that moment, and the 100 ms stretch by that much (tests/fixtures/host-speed.ts).
 */
const BUDGET_MS = 100;
describe.each(dialects)('back-office lists of 10,000 rows on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let cookie: string;

  beforeAll(async () => {
    cookie = (await signedInMember(server.services, 'staff', '운영팀')).cookie;
    const db = server.services.db.kysely;
    const products = await db.selectFrom('products').selectAll().execute();
    const articles = await db.selectFrom('articles').selectAll().execute();
    const day = 86_400_000;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10_000; i += 500) {
        await trx
          .insertInto('products')
          .values(Array.from({ length: 500 }, (_, k) => ({ ...products[(i + k) % products.length]!, id: `bulk-p-${i + k}`, is_active: 0, updated_at: new Date(Date.now() - ((i + k) % 60) * day).toISOString(), version: 1 })))
          .execute();
        await trx
          .insertInto('articles')
          .values(Array.from({ length: 500 }, (_, k) => ({ ...articles[(i + k) % articles.length]!, id: `bulk-a-${i + k}`, content_key: `article-bulk-a-${i + k}`, is_published: 0, updated_at: new Date(Date.now() - ((i + k) % 60) * day).toISOString(), version: 1 })))
          .execute();
      }
    });
  }, 120_000);

  const calibration: number[] = [];
  const median = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const started = performance.now();
      const res = await server.fetch(path, { headers: { Cookie: cookie } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      if (i >= 2) {
        times.push(performance.now() - started);
        calibration.push(calibrationMs());
      }
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };

  it('pages through products and articles, searches and filters, each in < 100 ms', async () => {
    const measured = {
      'products page 250': await median('/staff/products?page=250'),
      'products drafts page 100 by name': await median('/staff/products?state=draft&sort=name&page=100'),
      'products search': await median(`/staff/products?q=${encodeURIComponent('케어')}`),
      'articles page 250': await median('/staff/articles?page=250'),
      'articles by published date page 100': await median('/staff/articles?sort=published&page=100'),
    };
    const slowdown = slowdownFrom(calibration);
    console.log(`${dialect}: ${JSON.stringify(measured)}; host ${slowdown.toFixed(2)}× slower than the reference, budget ${Math.round(BUDGET_MS * slowdown)} ms`);
    for (const [what, ms] of Object.entries(measured)) expect(ms, what).toBeLessThan(BUDGET_MS * slowdown);
  }, 120_000);
});
