import { describe, expect, it } from 'vitest';
import { siteRoutes } from '#app/config/site-routes';
import { PLUS1_STORE_RULE } from '#app/features/offline-store/coupon-words';
import { search } from '#app/features/search/search.server';
import { DEMO_NEWS } from '#server/adapters/seed/customer-center-data';
import { htmlOf, pageText } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { createTestDatabase, dialects, startTestServer } from '../setup/test-server';

/**
 * Pages whose words agree (issue 25, item 4): the product page and the coupon pages say the same
 * about where a 1+1 coupon is used; texts about Kakao sign-up follow its configuration; search
 * labels and 초성 searches tell the truth about what matched.
 */

/** A promise of Kakao sign-up or login, as the pages word it. */
const KAKAO_PROMISE = /카카오로 |카카오\s?계정으로|카카오 로그인|카카오로 로그인|간편 로그인/;
/** Legal documents list what is processed when a service is used: a disclosure, not an offer. */
const LEGAL = new Set(['terms', 'privacy']);
const KAKAO_ON = { KAKAO_CLIENT_ID: 'test-rest-key', KAKAO_CLIENT_SECRET: 'test-secret', KAKAO_AUTH_URL: 'http://127.0.0.1:9', KAKAO_API_URL: 'http://127.0.0.1:9' };

/** Every public page a guest can open without parameters, the notices, the FAQ lists and searches for 카카오. */
function publicPaths(): string[] {
  const plain = siteRoutes.filter((r) => !r.path.includes(':') && !LEGAL.has(r.id) && !r.path.startsWith('/mypage')).map((r) => r.path);
  const news = DEMO_NEWS.map((n) => `/customer-center/news/details?id=${n.id}`);
  const faqs = ['member', 'trial', 'product', 'health', 'order', 'etc'].map((c) => `/customer-center/faqs?category=${c}`);
  return [...plain, ...news, ...faqs, '/customer-center/news?page=2', `/search?q=${encodeURIComponent('카카오')}`, `/customer-center/faqs?q=${encodeURIComponent('카카오')}`, `/search?q=${encodeURIComponent('로그인')}`];
}

describe.each(dialects)('pages that agree on %s', (dialect) => {
  describe('with Kakao off', () => {
    const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });

    it('no public page promises a Kakao sign-up or login (item 4b)', async () => {
      const promises: string[] = [];
      let walked = 0;
      for (const path of publicPaths()) {
        const res = await server.fetch(path);
        if (res.status !== 200) {
          await res.body?.cancel();
          continue;
        }
        walked += 1;
        const text = pageText(await htmlOf(res));
        const found = KAKAO_PROMISE.exec(text);
        if (found) promises.push(`${path}: …${text.slice(Math.max(0, found.index - 40), found.index + 40)}…`);
      }
      expect(walked).toBeGreaterThan(40);
      expect(promises).toEqual([]);
      // The notice that announced Kakao login is not published, so it is not found either.
      expect((await server.fetch('/customer-center/news/details?id=news-kakao-login')).status).toBe(404);
    });

    it('the product page says the coupon is used at the one store chosen, in the coupon page’s words (item 4a)', async () => {
      const product = pageText(await htmlOf(await server.fetch('/products/detail?id=p-cat-urinary')));
      expect(product).toContain(PLUS1_STORE_RULE);
      expect(product).not.toMatch(/어디에서나|어느 매장에서나/);
      const member = await signedInMember(server.services);
      const coupon = pageText(await htmlOf(await server.fetch('/mypage/myrecruitment-order/store', { headers: { Cookie: member.cookie } })));
      expect(coupon).toContain(PLUS1_STORE_RULE);
    });

    it('search: initials find what the word finds; labels name the synonym that matched; 체중 does not match every product (item 4e)', async () => {
      const db = server.services.db.kysely;
      const ids = async (q: string) => (await search(db, { q, type: 'product' })).groups.find((g) => g.type === 'product')!;
      const word = await ids('다이어트');
      const initials = await ids('ㄷㅇㅇㅌ');
      expect(word.count).toBeGreaterThan(3);
      expect(initials.count).toBe(word.count);
      expect(initials.items.map((i) => i.id)).toEqual(word.items.map((i) => i.id));
      for (const q of ['헤어볼', '중성화', '고양이']) {
        const chosung = [...q].map((ch) => 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[Math.floor((ch.charCodeAt(0) - 0xac00) / 588)]).join('');
        expect((await ids(chosung)).count, `${chosung} = ${q}`).toBe((await ids(q)).count);
      }
      // A name that lacks the typed word never stands alone as "일치: 제품명".
      for (const hit of word.items) {
        const title = hit.title.map((s) => s.text).join('');
        if (hit.matched.includes('title') && !title.includes('다이어트')) expect(hit.related.some((w) => title.replace(/\s/g, '').toLowerCase().includes(w)), title).toBe(true);
      }
      const html = pageText(await htmlOf(await server.fetch(`/search?q=${encodeURIComponent('다이어트')}&type=product`)));
      expect(html).toMatch(/일치: 제품명 · 비슷한 말 ‘웨이트’/);
      expect((await ids('체중')).count).toBeLessThan(36 / 2);
    });
  });

  describe('with Kakao on', () => {
    const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0', ...KAKAO_ON });

    it('sign-up, login, the FAQ and the notices offer Kakao (item 4b)', async () => {
      expect(pageText(await htmlOf(await server.fetch('/register')))).toContain('카카오로 3초 만에 시작하기');
      expect(pageText(await htmlOf(await server.fetch('/login')))).toContain('카카오로 로그인');
      expect(pageText(await htmlOf(await server.fetch('/customer-center/faqs?category=member')))).toContain('카카오 계정으로도 간편하게 가입할 수 있어요.');
      expect(pageText(await htmlOf(await server.fetch('/customer-center/news/details?id=news-kakao-login')))).toContain('카카오 계정으로 간편 로그인을 시작했어요');
    });
  });

  it('a site whose Kakao configuration changes gets the matching texts at its next start (item 4b)', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const on = await startTestServer(database.url, { PAGE_CACHE_SECONDS: '0', ...KAKAO_ON });
      expect(pageText(await htmlOf(await on.fetch('/customer-center/faqs?category=member')))).toContain('카카오 계정으로도');
      await on.close();
      const off = await startTestServer(database.url, { PAGE_CACHE_SECONDS: '0' });
      try {
        const faq = pageText(await htmlOf(await off.fetch('/customer-center/faqs?category=member')));
        expect(faq).toContain('이메일로 가입할 수 있어요.');
        expect(faq).not.toMatch(KAKAO_PROMISE);
        expect((await off.fetch('/customer-center/news/details?id=news-kakao-login')).status).toBe(404);
      } finally {
        await off.close();
      }
    } finally {
      await database.drop();
    }
  });
});
