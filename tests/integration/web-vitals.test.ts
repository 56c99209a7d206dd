import { randomUUID } from 'node:crypto';
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

  it('shows staff the p75 of LCP, INP and CLS per page type, each with its count; nobody else', async () => {
    // The product detail at a second address (a trailing slash): four more LCP, no INP or CLS. An
    // address no page answers. A row measured three days ago, as any earlier version stored it.
    expect(await send([...[1, 2, 3, 4].map(() => vital('/products/detail/', 'LCP', 1000)), vital('/products/Product1', 'LCP', 1500)])).toEqual({ saved: 5, skipped: 0 });
    await server.services.batches.flush();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await server.services.db.kysely.insertInto('web_vitals').values({ id: randomUUID(), page: '/stores', metric: 'LCP', value: 3100, rating: 'needs-improvement', created_at: threeDaysAgo }).execute();

    expect((await server.fetch('/staff/web-vitals')).status).toBe(302);
    expect((await server.fetch('/staff/web-vitals', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const html = await htmlOf(await server.fetch('/staff/web-vitals?days=28', { headers: { Cookie: staff.cookie } }));
    const rowHeads = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1]);
    // Most samples first, the addresses no page answers last; never an address as a row.
    expect(rowHeads).toEqual(['상품 상세', '홈', '매장 찾기', '기타 페이지']);
    const row = (name: string) => new RegExp(`<th scope="row"[^>]*>${name}(.*?)</tr>`).exec(html)?.[1] ?? '';
    // A measure's cell, under its column's name (a card on a phone): p75, its rating and its count.
    const cell = (label: string, value: string, rating: string, count: number) =>
      new RegExp(`<td data-label="${label}">${value.replace('.', '\\.')} <span>\\(${rating}\\)</span><span class="[^"]*">표본 ${count}개</span></td>`);
    // LCP over both addresses: 1.0 s ×5, 1.1 … 2.9 s; p75 (nearest rank) of 24 is the 18th, 2.30 s.
    // INP and CLS of the 20 page views at the first address: the 15th, 180 ms and 0.140.
    const detail = row('상품 상세');
    expect(detail).toMatch(cell('첫 화면 표시', '2.30초', '좋음', 24));
    expect(detail).toMatch(cell('누른 뒤 반응', '0.18초', '좋음', 20));
    expect(detail).toMatch(cell('화면 밀림', '0.140', '개선 필요', 20));
    expect(detail).toContain('<li>/products/detail (표본 20개)</li><li>/products/detail/ (표본 4개)</li>');
    // The query is not part of the page: both home page views count, p75 of 0.8 and 5.2 s.
    const home = row('홈');
    expect(home).toMatch(cell('첫 화면 표시', '5.20초', '나쁨', 2));
    expect(home.match(/<td[^>]*>-<\/td>/g)).toHaveLength(2);
    expect(home).not.toContain('<details');
    expect(row('기타 페이지')).toMatch(cell('첫 화면 표시', '1.50초', '좋음', 1));
    expect(row('기타 페이지')).toContain('<li>/products/Product1 (표본 1개)</li>');
    expect(row('매장 찾기')).toMatch(cell('첫 화면 표시', '3.10초', '개선 필요', 1));
    expect(html).toContain('체감 성능');

    // The period: the row of three days ago is not in the last day.
    const lastDay = await htmlOf(await server.fetch('/staff/web-vitals?days=1', { headers: { Cookie: staff.cookie } }));
    expect([...lastDay.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1])).toEqual(['상품 상세', '홈', '기타 페이지']);
  });
});
