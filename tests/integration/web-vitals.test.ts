import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/** What the browser sends for one metric (app/features/tracking/web-vitals.ts). */
const vital = (page: string, metric: string, value: number, rating = 'good') => ({
  browser: { address: `https://www.dodampet.co.kr${page}`, formFactor: 'Small', userAgent: 'Mozilla/5.0' },
  loggingLevel: 'INFO',
  message: `web-vitals ${metric}`,
  fieldToValue: { metric, value, rating, page, navigationType: 'navigate' },
  tags: ['web-vitals', metric],
  timestamp: new Date().toISOString(),
});

describe.each(dialects)('Core Web Vitals field data on %s (issue 17.6)', (dialect) => {
  const server = serverFixture(dialect, { CLIENT_LOG_PER_VISITOR_PER_MINUTE: '1000', CLIENT_LOG_PER_IP_PER_MINUTE: '1000' });
  let staff: Awaited<ReturnType<typeof signedInMember>>;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff');
    member = await signedInMember(server.services);
  });

  const send = async (entries: ReturnType<typeof vital>[]) => {
    const res = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: entries });
    expect(res.status).toBe(200);
    return (await res.json()) as { saved: number; skipped: number };
  };

  it('keeps the metrics sent through the client-logging path apart from the client log, and refuses unusable ones', async () => {
    // Twenty page views of the product detail: LCP 1.0 … 2.9 s, INP 40 … 230 ms, CLS 0 … 0.19.
    for (let i = 0; i < 20; i += 5) {
      const batch = [];
      for (let j = i; j < i + 5; j++) batch.push(vital('/products/detail', 'LCP', 1000 + j * 100), vital('/products/detail', 'INP', 40 + j * 10), vital('/products/detail', 'CLS', j / 100));
      expect(await send(batch)).toEqual({ saved: 15, skipped: 0 });
    }
    expect(await send([vital('/', 'LCP', 5200, 'poor'), vital('/?utm_source=x', 'LCP', 800)])).toEqual({ saved: 2, skipped: 0 });
    const refused = await send([vital('/', 'FID', 10), vital('/', 'LCP', -1), vital('https://evil.example/', 'LCP', 100), vital('/', 'CLS', 1000), { ...vital('/', 'LCP', 100), fieldToValue: { ...vital('/', 'LCP', 100).fieldToValue, rating: 'great' } }]);
    expect(refused).toEqual({ saved: 0, skipped: 5 });
    await server.services.batches.flush();
    const { kysely } = server.services.db;
    expect(Number((await kysely.selectFrom('web_vitals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(62);
    expect(await kysely.selectFrom('component_logs').select('id').where('message', 'like', 'web-vitals%').execute()).toEqual([]);
    const cls = await kysely.selectFrom('web_vitals').select('value').where('metric', '=', 'CLS').orderBy('value', 'desc').executeTakeFirstOrThrow();
    expect(Number(cls.value)).toBe(190);
  });

  it('shows staff the p75 of LCP, INP and CLS per page; nobody else', async () => {
    expect((await server.fetch('/staff/web-vitals')).status).toBe(302);
    expect((await server.fetch('/staff/web-vitals', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const html = await htmlOf(await server.fetch('/staff/web-vitals?days=28', { headers: { Cookie: staff.cookie } }));
    const row = (page: string) => new RegExp(`<th scope="row"[^>]*>${page.replace(/[?/]/g, '\\$&')}</th>(.*?)</tr>`).exec(html)?.[1] ?? '';
    // p75 (nearest rank) of 20 values is the 15th: LCP 2.40 s, INP 180 ms, CLS 0.140.
    const detail = row('/products/detail');
    expect(detail).toContain('<td data-label="표본 수">20</td>');
    expect(detail).toContain('2.40초 <span>(좋음)</span>');
    expect(detail).toContain('0.18초 <span>(좋음)</span>');
    expect(detail).toContain('0.140 <span>(개선 필요)</span>');
    // The query is not part of the page: both home page views count, p75 of 0.8 and 5.2 s.
    const home = row('/');
    expect(home).toContain('<td data-label="표본 수">2</td>');
    expect(home).toContain('5.20초 <span>(나쁨)</span>');
    expect(home.match(/<td[^>]*>-<\/td>/g)).toHaveLength(2);
    expect(html.indexOf('/products/detail')).toBeLessThan(html.search(/<th scope="row"[^>]*>\/<\/th>/));
    expect(html).toContain('체감 성능');
  });
});
