import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '#app/config/staff-routes';
import { createMemberData, type MemberData } from '../fixtures/member-data';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { staffReadableText, unplainWords } from '../fixtures/staff-words';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Issue 24, item 1: every staff page, opened by an admin with real records, speaks plain Korean:
 * no spec references, environment names, enum values, field names or codes (tests/fixtures/staff-words.ts
 * holds the rule and its short allow-list of brand names, file types and units). A new staff page
 * is walked because it is in the route table.
 */
describe('the words staff read', () => {
  const server = serverFixture('sqlite', { PAGE_CACHE_SECONDS: '0' });
  let admin: Member;
  let data: MemberData;
  const ids: Record<string, string> = {};
  const db = () => server.services.db.kysely;

  beforeAll(async () => {
    const member = await signedInMember(server.services, 'member', '정다온');
    data = await createMemberData(server, member);
    admin = await signedInMember(server.services, 'staff', '운영자');
    const first = async (table: 'products' | 'trial_campaigns' | 'store_campaigns' | 'stores' | 'faqs' | 'news' | 'articles' | 'brand_pages') =>
      String((await db().selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    Object.assign(ids, {
      'staff-product-edit': await first('products'),
      'staff-campaign-edit': await first('trial_campaigns'),
      'staff-trial-campaign': await first('trial_campaigns'),
      'staff-plus1-edit': await first('store_campaigns'),
      'staff-store-edit': await first('stores'),
      'staff-faq-edit': await first('faqs'),
      'staff-brand-page-edit': await first('brand_pages'),
      'staff-notice-edit': data.newsId,
      'staff-article-edit': data.articleId,
      'staff-inquiry-detail': data.inquiryId,
      'staff-trial-detail': data.orderId,
      'staff-claim-detail': data.returnId,
      'staff-member-detail': member.id,
    });
    // Field data, so the report shows its page names, counts and the addresses of 기타 페이지.
    const now = new Date().toISOString();
    const vital = (page: string, metric: string, value: number) => ({ id: randomUUID(), page, metric, value, rating: 'good', created_at: now });
    await db()
      .insertInto('web_vitals')
      .values([vital('/products/detail', 'LCP', 1800), vital('/products/detail/', 'INP', 120), vital('/vdiet', 'CLS', 30), vital('/products/Product1', 'LCP', 900), vital('/staff', 'LCP', 700)])
      .execute();
  });

  it('no staff page shows a code, a setting name, an English key or a spec reference', async () => {
    const found: Record<string, string[]> = {};
    const pages = STAFF_ROUTES.filter((r) => r.kind !== 'resource');
    for (const route of pages) {
      const query = ids[route.id] ? `?id=${encodeURIComponent(ids[route.id]!)}` : '';
      const res = await server.fetch(`${route.path}${query}`, { headers: { Cookie: admin.cookie } });
      if (res.status !== 200) found[route.path] = [`HTTP ${res.status}`];
      const html = await res.text();
      if (process.env.STAFF_WORDS_DUMP) (await import('node:fs')).writeFileSync(`${process.env.STAFF_WORDS_DUMP}/${route.id}.html`, html);
      const words = unplainWords(staffReadableText(html));
      if (words.length > 0) found[route.path] = words;
    }
    expect(found).toEqual({});
  });

  it('the rule catches what the walk once met, and lets data and plain words through', () => {
    const met = '관리 코드 (SPEC 9.8) 87 · 강아지 섹션 키 (영문) hero cover Column 1 SMTP_URL FINEST p75 usedAt';
    expect(unplainWords(staffReadableText(`<body><p>${met}</p><input placeholder="trackingNumber"></body>`))).toEqual(['Column', 'FINEST', 'SMTP_URL', 'SPEC', 'cover', 'hero', 'p75', 'trackingNumber', 'usedAt', '영문']);
    expect(unplainWords(staffReadableText('<body><p>help@dodampet.example 님이 /products/detail 에서 CSV 파일(UTF-8)을 올렸습니다. 5kg</p><script>var x = "hero"</script></body>'))).toEqual([]);
  });
});
