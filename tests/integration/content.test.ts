import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getArticle, listArticles, saveArticle } from '#app/features/articles/data/articles.server';
import { getNews, listFaqs, listNews, saveNews } from '#app/features/customer-center/data/customer-center.server';
import { sortNews } from '#app/features/customer-center/news-order';
import { search } from '#app/features/search/search.server';
import { DEMO_ARTICLES } from '#server/adapters/seed/article-data';
import { DEMO_NEWS } from '#server/adapters/seed/customer-center-data';
import { htmlOf } from '../fixtures/forms';
import { createTestDatabase, dialects, startTestServer } from '../setup/test-server';
import { rpc, unchecked } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

/** Counts the statements a service sends, to prove list pages cost the same whatever their size. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const visibleText = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each(dialects)('articles, customer centre and search on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });

  const counted = () => {
    const counter = new QueryCounter();
    return { counter, services: { db: { kysely: server.services.db.kysely.withPlugin(counter) } } };
  };

  describe('health articles', () => {
    it('seeds at least 24 Korean articles in the SPEC 9.10 tree: 8 top categories, observation tags Derma…Weight', async () => {
      const tree = (await rpc(server, 'ArticleController', 'getCategoryTree', {})).body.data as { id: string; tags: { id: string }[]; articleCount: number }[];
      expect(tree).toHaveLength(8);
      expect(tree.every((c) => c.tags.length > 0)).toBe(true);
      expect(tree.find((c) => c.id === 'observation')!.tags.map((t) => t.id)).toEqual(['Derma', 'Digestive', 'Disease', 'Hairball', 'Pregnant', 'Surgery', 'Urinary', 'Weight']);
      expect(tree.reduce((n, c) => n + c.articleCount, 0)).toBeGreaterThanOrEqual(24);
    });

    it('server-renders the hub, the list with paging, the tag list and the detail', async () => {
      const hub = visibleText(await htmlOf(await server.fetch('/health-article')));
      expect(hub).toContain('증상 관찰');
      expect(hub).toContain('#헤어볼');

      const newest = [...DEMO_ARTICLES].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id));
      const page1 = visibleText(await htmlOf(await server.fetch('/health-article/list')));
      const page3 = visibleText(await htmlOf(await server.fetch('/health-article/list?page=3')));
      expect(page1).toContain(newest[0]!.title);
      expect(page1).not.toContain(newest[20]!.title);
      expect(page3).toContain(newest[20]!.title);
      expect(page1).toContain(`총 ${DEMO_ARTICLES.length}건`);

      const tag = visibleText(await htmlOf(await server.fetch('/health-article/tag?tag=Hairball')));
      expect(tag).toContain('헤어볼, 토하게 두지 말고 잘 내보내게 도와주세요');
      expect(tag).not.toContain('여름 산책, 열사병과 발바닥 화상 예방하기');

      const res = await server.fetch('/health-article/list/detail?id=cat-hairball-care');
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      expect(html).toMatch(/<title>헤어볼, 토하게 두지 말고 잘 내보내게 도와주세요 \| 도담펫<\/title>/);
      expect(html).toMatch(/<h1[^>]*>헤어볼, 토하게 두지 말고 잘 내보내게 도와주세요<\/h1>/);
      expect(html).toContain('<h2>배출을 돕는 세 가지</h2>');
      expect(html).toContain('src="/cms/delivery/media/article-cat-hairball-care"');
      expect(html).toContain('alt="고양이 옆에 둥글게 뭉친 털 뭉치"');
      // Related feeds of the article's codes (23 hairball) and related articles.
      expect(html).toContain('헤어볼 케어 고양이');
      expect(visibleText(html)).toContain('함께 읽으면 좋은 글');
    });

    it('loads a video only after a click: no player frame in the page, the player host allowed in frame-src', async () => {
      const res = await server.fetch('/health-article/list/detail?id=cat-hairball-care');
      const html = await res.text();
      expect(html).toContain('data-video-id="dodam-hairball01"');
      expect(html).not.toContain('<iframe');
      expect(html).not.toContain('youtube-nocookie.com/embed');
      expect(res.headers.get('content-security-policy')).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    });

    it('serves article media at /cms/delivery/media/{contentKey}', async () => {
      const media = await server.fetch('/cms/delivery/media/article-cat-hairball-care-video');
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/svg+xml');
      expect(await media.text()).toMatch(/^<svg /);
    });

    it('answers the SPEC 3.8 content model: contentKey, contentNodes and version-2 contentBody', async () => {
      const { status, body } = await rpc(server, 'ArticleController', 'getArticle', { id: 'dog-itchy-skin' });
      expect(status).toBe(200);
      const article = body.data.article;
      expect(article.contentKey).toBe('article-dog-itchy-skin');
      expect(article.contentNodes.bannerImage).toEqual({ source: { url: '/cms/delivery/media/article-dog-itchy-skin', isExternal: false }, altText: { value: '귀를 늘어뜨린 강아지 옆에 긁힌 자국 모양의 아이콘' } });
      const media = article.contentBody.blocks.find((b) => b.type === 'media');
      expect(media).toMatchObject({ media: { url: '/cms/delivery/media/article-dog-itchy-skin-figure', source: { type: 'url' }, altText: '물방울 모양 아이콘' } });
      expect(body.data.products.map((p: { Id: string }) => p.Id)).toContain('p-dog-derma-adult');
      expect((await rpc(server, 'ArticleController', 'getArticle', { id: 'no-such-article' })).status).toBe(404);
      expect((await rpc(server, 'ArticleController', 'getArticle', { id: '../etc' })).status).toBe(400);
    });

    it('sanitises editor HTML on the server before storing and before showing it', async () => {
      await saveArticle(server.services.db.kysely, {
        id: 'test-unsafe',
        categoryId: 'nutrition',
        tagIds: ['Feeding'],
        species: 'Dog',
        title: '안전하지 않은 편집기 입력 <b>제목</b>',
        summary: '요약',
        thumbnailKey: 'article-how-much-to-feed',
        blocks: [{ type: 'html', html: '<p onclick="steal()">본문<script>alert(1)</script></p><img src="https://tracker.test/p.gif"><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">링크</a>' }],
        productCodes: [],
        author: '테스트',
        publishDate: '2020-01-01T00:00:00.000Z',
      });
      const stored = await server.services.db.kysely.selectFrom('articles').select('body_json').where('id', '=', 'test-unsafe').executeTakeFirstOrThrow();
      expect(stored.body_json).not.toMatch(/script|onclick|iframe|tracker|javascript:/);
      // Even a row edited by hand is cleaned when shown.
      await server.services.db.kysely
        .updateTable('articles')
        .set({ body_json: JSON.stringify([{ type: 'html', html: '<p>손으로<script>alert(2)</script><img src=x onerror=alert(3)></p>' }]) })
        .where('id', '=', 'test-unsafe')
        .execute();
      const html = await htmlOf(await server.fetch('/health-article/list/detail?id=test-unsafe'));
      expect(html).toContain('<p>손으로</p>');
      expect(html).not.toMatch(/alert\((2|3)\)|onerror/);
      // User text is text: the title's tags are escaped, not markup.
      expect(html).toContain('안전하지 않은 편집기 입력 &lt;b&gt;제목&lt;/b&gt;');
      await server.services.db.kysely.deleteFrom('articles').where('id', '=', 'test-unsafe').execute();
      await server.services.db.kysely.deleteFrom('search_index').where('doc_id', '=', 'test-unsafe').execute();
    });

    it('answers 404 for an unknown article, category or tag, and a chooser without an id', async () => {
      expect((await server.fetch('/health-article/list/detail?id=nope')).status).toBe(404);
      expect((await server.fetch('/health-article/list?category=nope')).status).toBe(404);
      expect((await server.fetch('/health-article/tag?tag=nope')).status).toBe(404);
      const chooser = await server.fetch('/health-article/list/detail');
      expect(chooser.status).toBe(200);
      expect(visibleText(await htmlOf(chooser))).toContain('읽고 싶은 글을 골라 주세요.');
    });

    it('costs the same number of queries whatever the page size', async () => {
      const small = counted();
      await listArticles(small.services.db.kysely, { page: 1, perPage: 2 });
      const large = counted();
      const page = await listArticles(large.services.db.kysely, { page: 1, perPage: 50 });
      expect(page.items.length).toBeGreaterThanOrEqual(24);
      expect(large.counter.count).toBe(small.counter.count);
      expect(large.counter.count).toBeLessThanOrEqual(3);

      const byTag = counted();
      await listArticles(byTag.services.db.kysely, { tagId: 'Weight', page: 1, perPage: 50 });
      expect(byTag.counter.count).toBe(small.counter.count);

      const detail = counted();
      await getArticle(detail.services.db.kysely, 'dog-weight-bcs');
      const detail2 = counted();
      await getArticle(detail2.services.db.kysely, 'cat-breeds-health');
      // Row, tags, media of the blocks (when it has any), related articles and their tags.
      expect(detail.counter.count).toBeLessThanOrEqual(5);
      expect(detail2.counter.count).toBeLessThanOrEqual(5);
    });
  });

  describe('customer centre', () => {
    it('orders notices by Pin__c desc, SortOrder__c asc, PublishDate__c newest first (SQL = comparator)', async () => {
      const { items } = await listNews(server.services.db.kysely, { page: 1, perPage: 50 });
      const expected = sortNews(
        // Without Kakao configured, the notice announcing Kakao login is not published (issue 25, item 4b).
        DEMO_NEWS.filter((n) => n.when === undefined).map((n) => ({ Id: n.id, Pin__c: n.pin, SortOrder__c: n.sortOrder, PublishDate__c: n.publishDate })),
      ).map((n) => n.Id);
      expect(items.map((n) => n.Id)).toEqual(expected);
      // Pinned first: pin 2, then the two pin-1 notices by sort order (1 before 2 although 2 is newer).
      expect(expected.slice(0, 3)).toEqual(['news-privacy-2026', 'news-maintenance-nov', 'news-holiday-cs']);
    });

    it('keeps the order on both databases with ties and paging: no item twice, none lost', async () => {
      for (let i = 0; i < 6; i += 1) {
        await saveNews(server.services.db.kysely, { id: `news-tie-${i}`, category: '안내', title: `같은 날 안내 ${i}`, bodyHtml: '<p>내용</p>', pin: 0, sortOrder: 0, publishDate: '2026-01-01T00:00:00.000Z' });
      }
      const all = (await listNews(server.services.db.kysely, { page: 1, perPage: 50 })).items.map((n) => n.Id);
      const paged: string[] = [];
      for (let p = 1; p <= Math.ceil(all.length / 4); p += 1) paged.push(...(await listNews(server.services.db.kysely, { page: p, perPage: 4 })).items.map((n) => n.Id));
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(all.length);
      await server.services.db.kysely.deleteFrom('news').where('id', 'like', 'news-tie-%').execute();
      await server.services.db.kysely.deleteFrom('search_index').where('doc_id', 'like', 'news-tie-%').execute();
    });

    it('server-renders the notice list with YYYY.MM.DD dates, paging and detail with neighbours', async () => {
      const list = visibleText(await htmlOf(await server.fetch('/customer-center/news')));
      expect(list).toContain('개인정보 처리방침 개정 안내 (2026년 12월 1일 시행)');
      // A pinned notice of the category 공지 carries the mark once (decision 055).
      expect(list).toMatch(/공지 개인정보 처리방침/);
      expect(list).not.toMatch(/공지 공지/);
      expect(list).toContain('2026.11.16');
      expect(list).toContain(`총 ${DEMO_NEWS.filter((n) => n.when === undefined).length}건`);
      const page2 = visibleText(await htmlOf(await server.fetch('/customer-center/news?page=2')));
      expect(page2).toContain('보호자 설문조사 참여하고 간식 받기');
      expect(page2).not.toContain('개인정보 처리방침 개정 안내');

      const detail = await htmlOf(await server.fetch('/customer-center/news/details?id=news-maintenance-nov'));
      expect(detail).toMatch(/<h1[^>]*>11월 28일\(토\) 새벽 시스템 점검 안내<\/h1>/);
      expect(visibleText(detail)).toContain('2026.11.18');
      expect(detail).toContain('href="/customer-center/news/details?id=news-privacy-2026"');
      expect(detail).toContain('href="/customer-center/news/details?id=news-holiday-cs"');
      expect((await server.fetch('/customer-center/news/details?id=nope')).status).toBe(404);
      const found = await getNews(server.services.db.kysely, 'news-privacy-2026');
      expect(found?.previous).toBeNull();
    });

    it('server-renders FAQs by category as an accordion, and finds them with Korean search', async () => {
      const all = await htmlOf(await server.fetch('/customer-center/faqs'));
      expect(all).toMatch(/<details id="faq-faq-member-signup"/);
      expect(visibleText(all)).toContain('회원가입은 어떻게 하나요?');
      const trial = visibleText(await htmlOf(await server.fetch('/customer-center/faqs?category=trial')));
      expect(trial).toContain('1+1 매장 쿠폰은 어떻게 쓰나요?');
      expect(trial).not.toContain('회원가입은 어떻게 하나요?');
      // Spacing differences and 초성.
      const spaced = await htmlOf(await server.fetch(`/customer-center/faqs?q=${encodeURIComponent('회원 탈퇴')}`));
      expect(visibleText(spaced)).toContain('회원 탈퇴 후 다시 가입할 수 있나요?');
      const initials = await htmlOf(await server.fetch(`/customer-center/faqs?q=${encodeURIComponent('ㅂㅁㅂㅎ')}`));
      expect(visibleText(initials)).toContain('비밀번호를 잊어버렸어요.');
      expect(initials).toMatch(/<mark[^>]*>비밀번호<\/mark>/);
      const none = visibleText(await htmlOf(await server.fetch(`/customer-center/faqs?q=${encodeURIComponent('우주여행')}`)));
      expect(none).toContain('‘우주여행’에 맞는 질문을 찾지 못했어요.');
    });

    it('costs the same number of queries whatever the page size', async () => {
      const a = counted();
      await listNews(a.services.db.kysely, { page: 1, perPage: 1 });
      const b = counted();
      await listNews(b.services.db.kysely, { page: 1, perPage: 50 });
      expect(a.counter.count).toBe(b.counter.count);
      const c = counted();
      await listFaqs(c.services.db.kysely, { page: 1, perPage: 1 });
      const d = counted();
      await listFaqs(d.services.db.kysely, { page: 1, perPage: 50 });
      expect(c.counter.count).toBe(d.counter.count);
      expect(d.counter.count).toBeLessThanOrEqual(2);
    });

    it('renders the hub with top questions, latest notices and contact details', async () => {
      const hub = visibleText(await htmlOf(await server.fetch('/customer-center')));
      expect(hub).toContain('회원가입은 어떻게 하나요?');
      expect(hub).toContain('11월 28일(토) 새벽 시스템 점검 안내');
      expect(hub).toContain('평일 09:00~18:00');
    });
  });

  describe('integrated search', () => {
    const groupCounts = (result: { groups: { type: string; count: number }[] }) => Object.fromEntries(result.groups.map((g) => [g.type, g.count]));

    it('searches products, articles, FAQ and news at once, grouped with counts', async () => {
      const result = await search(server.services.db.kysely, { q: '헤어볼' });
      const counts = groupCounts(result);
      expect(counts.product).toBeGreaterThan(0);
      expect(counts.article).toBeGreaterThan(0);
      expect(result.total).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
      expect(result.groups.find((g) => g.type === 'product')!.items[0]!.title.map((s) => s.text).join('')).toContain('헤어볼');
    });

    it('matches Korean well: spacing, partial words, 초성, synonyms', async () => {
      const titles = async (q: string, type: 'product' | 'article' | 'faq' | 'news') =>
        (await search(server.services.db.kysely, { q, type })).groups.find((g) => g.type === type)!.items.map((i) => i.title.map((s) => s.text).join(''));
      expect(await titles('헤어볼케어', 'product')).toContain('헤어볼 케어 고양이');
      expect(await titles('유리너', 'product')).toContain('유리너리 케어 어덜트');
      expect(await titles('ㄷㅇㅌ', 'article')).toContain('우리 강아지 비만일까? 손으로 확인하는 체형 점수(BCS)');
      expect(await titles('ㅎㅇㅂ', 'product')).toContain('헤어볼 케어 고양이');
      // 밥 is a common word for 사료.
      const rice = await search(server.services.db.kysely, { q: '고양이 밥' });
      expect(groupCounts(rice).product).toBeGreaterThan(5);
      expect(await titles('쿠폰', 'faq')).toContain('1+1 매장 쿠폰은 어떻게 쓰나요?');
      expect(await titles('점검', 'news')).toContain('11월 28일(토) 새벽 시스템 점검 안내');
    });

    it('pages one group, and costs the same few queries whatever the page size', async () => {
      const first = await search(server.services.db.kysely, { q: '고양이', type: 'product', page: 1 });
      const second = await search(server.services.db.kysely, { q: '고양이', type: 'product', page: 2 });
      const productCount = first.groups.find((g) => g.type === 'product')!.count;
      expect(productCount).toBeGreaterThan(12);
      expect(first.groups.find((g) => g.type === 'product')!.items).toHaveLength(12);
      const ids = (r: typeof first) => r.groups.find((g) => g.type === 'product')!.items.map((i) => i.id);
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
      const a = counted();
      await search(a.services.db.kysely, { q: '고양이' });
      const b = counted();
      await search(b.services.db.kysely, { q: '고양이', type: 'article', page: 2 });
      // The heading pass, the rest of the candidates, the shown documents' bodies.
      expect(a.counter.count).toBeLessThanOrEqual(3);
      expect(b.counter.count).toBe(a.counter.count);
    });

    it('server-renders results with highlights, and an honest empty state with suggestions', async () => {
      const html = await htmlOf(await server.fetch(`/search?q=${encodeURIComponent('헤어볼')}`));
      expect(visibleText(html)).toMatch(/‘헤어볼’ 검색 결과 총 \d+건/);
      expect(html).toMatch(/<mark[^>]*>헤어볼<\/mark>/);
      expect(html).toContain('href="/products/detail?id=p-cat-hairball"');
      const empty = visibleText(await htmlOf(await server.fetch(`/search?q=${encodeURIComponent('우주선 헤어볼')}`)));
      expect(empty).toContain('‘우주선 헤어볼’에 대한 검색 결과가 없습니다.');
      expect(empty).toMatch(/헤어볼 \(\d+건\)/);
      expect(empty).toContain('이런 검색어는 어떠세요?');
      const rpcAnswer = await rpc(server, 'SearchController', 'search', { q: 'ㄱㅇㅇ', type: 'article' });
      expect(rpcAnswer.status).toBe(200);
      expect(rpcAnswer.body.data.groups.find((g) => g.type === 'article')?.count).toBeGreaterThan(0);
      expect((await rpc(server, 'SearchController', 'search', unchecked({ q: 'x', type: 'users' }))).status).toBe(400);
    });

    it('ranks by field: "다이어트" finds the weight-care products, not every product whose description mentions 체중 (issue 16 item 8)', async () => {
      const result = await search(server.services.db.kysely, { q: '다이어트', type: 'product' });
      const products = result.groups.find((g) => g.type === 'product')!;
      const weightCare = (await server.services.db.kysely.selectFrom('product_codes').select('product_id').where('code', 'in', [99, 27]).execute()).map((r) => r.product_id);
      expect(weightCare.length).toBeGreaterThan(3);
      expect(products.count).toBeLessThan(36);
      expect(products.items.map((i) => i.id).sort()).toEqual([...new Set(weightCare)].sort());
      // Names first (웨이트 in the name), then the care line only.
      expect(products.items[0]!.matched).toEqual(['title']);
      expect(products.items.at(-1)!.matched).toEqual(['keywords']);

      const html = await htmlOf(await server.fetch(`/search?q=${encodeURIComponent('다이어트')}&type=product`));
      expect(visibleText(html)).toContain('일치: 제품명');
      expect(visibleText(html)).toContain('일치: 케어 라인');
    });

    it('keeps the index in step with content written by the services', async () => {
      await saveNews(server.services.db.kysely, { id: 'news-index-test', category: '안내', title: '새로 쓴 공지 번개장터', bodyHtml: '<p>검색 색인 확인</p>', pin: 0, sortOrder: 0, publishDate: '2026-01-02T00:00:00.000Z' });
      expect(groupCounts(await search(server.services.db.kysely, { q: '번개장터' })).news).toBe(1);
      await saveNews(server.services.db.kysely, { id: 'news-index-test', category: '안내', title: '새로 쓴 공지 번개장터', bodyHtml: '<p>검색 색인 확인</p>', pin: 0, sortOrder: 0, publishDate: '2026-01-02T00:00:00.000Z', isPublished: false });
      expect((await search(server.services.db.kysely, { q: '번개장터' })).total).toBe(0);
      await server.services.db.kysely.deleteFrom('news').where('id', '=', 'news-index-test').execute();
    });
  });

  describe('brand pages and home', () => {
    it('server-renders /about-us, its four sub-pages and /vdiet with their words and pictures', async () => {
      const pages: [string, string, string][] = [
        ['/about-us', '브랜드 히스토리', 'brand-story'],
        ['/about-us/our-value', '근거 있는 것만 말해요', 'brand-value'],
        ['/about-us/quality-and-food-safety', '출고 전 검사와 이력 관리', 'brand-quality'],
        ['/about-us/our-nutritional-approach', '소화율까지 확인해요', 'brand-nutrition'],
        ['/about-us/sustainability', '다시 쓸 수 있는 포장', 'brand-sustainability'],
        ['/vdiet', '처방식은 무엇이 다른가요', 'brand-vdiet'],
      ];
      for (const [path, text, media] of pages) {
        const html = await htmlOf(await server.fetch(path));
        expect(visibleText(html), path).toContain(text);
        expect(html, path).toContain(`/cms/delivery/media/${media}`);
        expect((await server.fetch(`/cms/delivery/media/${media}`)).status, media).toBe(200);
      }
      expect(visibleText(await htmlOf(await server.fetch('/about-us')))).toContain('도담펫은 동물병원 진료실에서 시작했어요.');
      expect(visibleText(await htmlOf(await server.fetch('/vdiet')))).toContain('수의사 처방식 GI 소화기 케어');
    });

    it('shows the latest articles on the home page', async () => {
      const html = await htmlOf(await server.fetch('/'));
      expect(html).toContain('data-section-key="latest-articles"');
      const newest = [...DEMO_ARTICLES].sort((a, b) => b.publishDate.localeCompare(a.publishDate))[0]!;
      expect(visibleText(html)).toContain(newest.title);
    });

    it('loads no ad pixel when none is configured', async () => {
      const res = await server.fetch('/');
      const html = await res.text();
      expect(html).not.toContain('daumcdn.net/kas');
      expect(html).not.toContain('kp.js');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/connect-src [^;]*daum\.net/);
      expect(csp).not.toMatch(/img-src [^;]*daum\.net/);
    });
  });
});

describe('ad pixel configured', () => {
  it('hands the browser the pixel id and allows its hosts in the CSP', async () => {
    const db = await createTestDatabase('sqlite');
    const server = await startTestServer(db.url, { AD_PIXEL_ID: 'track-123', AD_PIXEL_SCRIPT_URL: 'https://pixel.test/kp.js', PAGE_CACHE_SECONDS: '0' });
    try {
      const res = await server.fetch('/health-article');
      const html = await res.text();
      expect(html).toContain('\\"adPixel\\"');
      expect(html).toContain('\\"track-123\\"');
      expect(html).toContain('\\"https://pixel.test/kp.js\\"');
      // The script is inserted by the adapter in the browser, never in the server HTML.
      expect(html).not.toContain('<script src="https://pixel.test');
      expect(res.headers.get('content-security-policy')).toMatch(/connect-src [^;]*https:\/\/pixel\.test/);
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
