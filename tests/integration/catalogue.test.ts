import { FEEDING_COLUMNS, feedingRow, gramsForFeed } from '#app/features/catalogue/feeding-table';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdraw } from '#app/features/account/accounts.server';
import { listBookmarks, setBookmark } from '#app/features/catalogue/data/bookmarks.server';
import { parseProductFilters } from '#app/features/catalogue/product-filters';
import { countFacets, listProducts } from '#app/features/catalogue/data/products.server';
import { getSeoProperties, SEO_CACHE_TTL_MS, seoCacheKey } from '#app/features/catalogue/data/seo.server';
import { salePrice } from '#app/features/catalogue/product-types';
import { DEMO_PRODUCTS } from '#server/adapters/seed/product-data';
import type { Services } from '#server/platform/services';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects, startTestServer } from '../setup/test-server';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

/** Counts the queries a Kysely instance executes (one result per executed statement). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

const filters = (query: string) => parseProductFilters(new URLSearchParams(query));
const productNames = (html: string) => [...html.matchAll(/data-bookmark="([^"]+)"/g)].map((m) => m[1]!);
const textOf = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

describe.each(dialects)('catalogue on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '목록회원');
  });

  describe('product list (/products/Product2)', () => {
    it('server-renders the fullList feed: breadcrumb, total, 12 cards, counts and paging links', async () => {
      const res = await server.fetch('/products/Product2');
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('맞춤 사료 리스트');
      const nav = /<nav[^>]*aria-label="현재 위치"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      expect([...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())).toEqual([
        'Home',
        '맞춤 사료 정보',
        '맞춤 사료 리스트',
      ]);
      expect(html).toContain(`총 <strong>${DEMO_PRODUCTS.length}</strong>개의 사료`);
      expect(productNames(html)).toEqual(DEMO_PRODUCTS.slice(0, 12).map((p) => p.id));
      expect(html).toContain('href="/products/Product2?page=2"');
      expect(html).toContain('href="/products/Product2?page=3"');
      expect(html).not.toContain('href="/products/Product2?page=4"');
      expect(html).toMatch(/aria-current="page"[^>]*>전체<\/a>/);
      // Counts beside the species filter.
      expect(html).toMatch(/강아지<\/span><span[^>]*>18<\/span>/);
      expect(html).toContain(`<link rel="canonical" href="${server.url}/products/Product2"/>`);
    });

    it('filters by one or more internal codes (?code=), as the health programs link to it', async () => {
      const one = await htmlOf(await server.fetch('/products/Product2?code=87'));
      const expected87 = DEMO_PRODUCTS.filter((p) => p.codes.includes(87)).map((p) => p.id);
      expect(productNames(one)).toEqual(expected87);
      expect(one).toContain(`총 <strong>${expected87.length}</strong>개의 사료`);
      const two = await htmlOf(await server.fetch('/products/Product2?code=87&code=25'));
      expect(productNames(two).sort()).toEqual(
        DEMO_PRODUCTS.filter((p) => p.codes.includes(87) || p.codes.includes(25))
          .map((p) => p.id)
          .sort(),
      );
    });

    it('filters by species, feed, stage, size and form, and keeps them in the links', async () => {
      const cats = await htmlOf(await server.fetch('/products/Product2?species=Cat'));
      expect(cats).toContain('총 <strong>18</strong>개의 사료');
      expect(cats).toContain('href="/products/Product2?species=Cat&amp;page=2"');
      const vet = await htmlOf(await server.fetch('/products/Product2?feed=vet'));
      expect(productNames(vet).sort()).toEqual(
        DEMO_PRODUCTS.filter((p) => p.vet)
          .map((p) => p.id)
          .sort(),
      );
      const sale = await htmlOf(await server.fetch('/products/Product2?feed=sale'));
      expect(productNames(sale).sort()).toEqual(
        DEMO_PRODUCTS.filter((p) => p.discountRate > 0)
          .map((p) => p.id)
          .sort(),
      );
      const puppies = await htmlOf(await server.fetch('/products/Product2?feed=dog&stage=young'));
      expect(productNames(puppies).sort()).toEqual(
        DEMO_PRODUCTS.filter((p) => p.species === 'Dog' && (p.lifeStage === 'puppy' || p.lifeStage === 'all'))
          .map((p) => p.id)
          .sort(),
      );
      const small = await htmlOf(await server.fetch('/products/Product2?size=small&form=dry'));
      expect(productNames(small).sort()).toEqual(
        DEMO_PRODUCTS.filter((p) => p.species === 'Dog' && p.form === 'dry' && (p.size === 'small' || p.size === 'all'))
          .map((p) => p.id)
          .sort(),
      );
    });

    it('sorts by price and by name', async () => {
      const low = productNames(await htmlOf(await server.fetch('/products/Product2?sort=priceLow')));
      const byPrice = [...DEMO_PRODUCTS].sort((a, b) => a.price * (100 - a.discountRate) - b.price * (100 - b.discountRate));
      expect(low[0]).toBe(byPrice[0]!.id);
      const high = productNames(await htmlOf(await server.fetch('/products/Product2?sort=priceHigh')));
      expect(high[0]).toBe(byPrice.at(-1)!.id);
      const prices = (await listProducts(server.services.db.kysely, filters('sort=priceLow'), { perPage: 36 })).items.map((p) => salePrice(p.Price, p.DiscountRate));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const names = (await listProducts(server.services.db.kysely, filters('sort=name'), { perPage: 36 })).items.map((p) => p.Name);
      expect(names).toEqual([...names].sort());
    });

    it('pages by 12 and clamps pages out of range (SPEC 4.5, 5.4)', async () => {
      const third = await htmlOf(await server.fetch('/products/Product2?page=3'));
      expect(productNames(third)).toEqual(DEMO_PRODUCTS.slice(24, 36).map((p) => p.id));
      const beyond = await htmlOf(await server.fetch('/products/Product2?page=99'));
      expect(productNames(beyond)).toEqual(productNames(third));
      const junk = await htmlOf(await server.fetch('/products/Product2?page=abc&feed=nope&code=x'));
      expect(productNames(junk)).toEqual(DEMO_PRODUCTS.slice(0, 12).map((p) => p.id));
    });

    it('counts each facet with the other filters applied', async () => {
      const counts = await countFacets(server.services.db.kysely, filters('species=Dog&code=87'));
      const dogs87 = DEMO_PRODUCTS.filter((p) => p.species === 'Dog' && p.codes.includes(87));
      expect(counts.total).toBe(dogs87.length);
      // Species counted without the species filter: cats with code 87 (none).
      expect(counts.species).toEqual({ Dog: dogs87.length, Cat: 0 });
      // Codes counted without the code filter: every dog product per code.
      expect(counts.codes[99]).toBe(DEMO_PRODUCTS.filter((p) => p.species === 'Dog' && p.codes.includes(99)).length);
      expect(counts.form).toEqual({ dry: dogs87.filter((p) => p.form === 'dry').length, wet: dogs87.filter((p) => p.form === 'wet').length });
      expect(counts.stage.adult).toBe(dogs87.filter((p) => p.lifeStage === 'adult' || p.lifeStage === 'all').length);
    });

    it('costs two queries whatever the page size, filters and viewer', async () => {
      for (const [query, perPage, memberId] of [
        ['', 1, undefined],
        ['', 12, member.id],
        ['', 36, member.id],
        ['species=Cat&code=25&code=27&stage=adult&form=dry&sort=priceHigh', 12, undefined],
        ['feed=dog&size=small&page=2', 3, member.id],
        ['page=500', 12, undefined],
      ] as const) {
        const counter = new QueryCounter();
        const services = { db: { ...server.services.db, kysely: server.services.db.kysely.withPlugin(counter) } } as Pick<Services, 'db'>;
        const page = await listProducts(services.db.kysely, filters(query), { perPage, memberId });
        expect(page.items.length).toBeLessThanOrEqual(perPage);
        expect(counter.count, `${query} × ${perPage}`).toBe(2);
      }
    });
  });

  describe('product detail (/products/detail/?id=)', () => {
    it('server-renders the product with its SEO properties in the head', async () => {
      const res = await server.fetch('/products/detail/?id=p-dog-light-small');
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      expect(textOf(html, /<title>(.*?)<\/title>/)).toBe('라이트 웨이트 케어 소형견 | 도담펫');
      expect(html).toContain('<meta name="description" content="칼로리는 낮추고 포만감은 그대로"/>');
      expect(html).toContain(`<meta property="og:image" content="${server.url}/cms/delivery/media/pack3-p-dog-light-small"/>`);
      expect(html).toContain(`<link rel="canonical" href="${server.url}/products/detail/?id=p-dog-light-small"/>`);
      expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('라이트 웨이트 케어 소형견');
      const nav = /<nav[^>]*aria-label="현재 위치"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      expect([...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())).toEqual([
        'Home',
        '맞춤 사료 정보',
        '맞춤 사료 리스트',
        '라이트 웨이트 케어 소형견',
      ]);
      for (const text of [
        '제품 소개',
        '일반 사료 대비 칼로리 15% 낮춤',
        '원재료',
        '등록성분량',
        '조단백',
        '급여 가이드',
        '관련 건강 정보',
        '함께 보면 좋은 사료',
      ]) {
        expect(html).toContain(text);
      }
      expect(html).toContain('alt="라이트 웨이트 케어 소형견"');
      // Related articles: published articles about its codes, and the tag page of its concern.
      const articleIds = [...html.matchAll(/href="\/health-article\/list\/detail\?id=([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
      expect(articleIds.length).toBeGreaterThan(0);
      const rows = await server.services.db.kysely.selectFrom('articles').select(['product_codes', 'is_published']).where('id', 'in', articleIds).execute();
      expect(rows.every((r) => r.is_published === 1 && r.product_codes.split(',').includes('99'))).toBe(true);
      expect(html).toContain('href="/health-article/tag?tag=Weight"');
      expect((await server.fetch('/health-article/tag?tag=Weight')).status).toBe(200);
      expect(html).toContain('15%');
      expect(html).toContain('30,600원');
    });

    it("feeds dry food by the health programs' daily gram table, other feeds by their own", async () => {
      // Dry: SPEC 9.9 "체중 유지" column at 10 kg, scaled from the table's 3,800 kcal/kg to this feed's 3,300.
      const maintain = FEEDING_COLUMNS.dog.findIndex((c) => c.key === 'maintain');
      const expected = gramsForFeed('dog', feedingRow('dog', 10).grams[maintain]!, 3300);
      const dry = await htmlOf(await server.fetch('/products/detail/?id=p-dog-light-small'));
      expect(dry).toContain('하루 급여량 (체중 유지 기준)');
      expect(dry).toContain(`<th scope="row">10kg</th><td>${expected}g</td>`);
      // Wet food keeps the product's own table (the gram table is written for dry food).
      const wet = await htmlOf(await server.fetch('/products/detail/?id=p-dog-digest-wet'));
      expect(wet).toContain('하루 권장 급여량');
    });

    it('answers a missing, unknown or withdrawn id with the 404 page', async () => {
      for (const path of ['/products/detail/', '/products/detail?id=', '/products/detail/?id=p-nope', `/products/detail/?id=${'x'.repeat(80)}`]) {
        const res = await server.fetch(path);
        expect(res.status, path).toBe(404);
        expect(await res.text()).toContain('페이지를 찾을 수 없습니다');
      }
      await server.services.db.kysely.updateTable('products').set({ is_active: 0 }).where('id', '=', 'p-cat-kitten-wet').execute();
      try {
        expect((await server.fetch('/products/detail/?id=p-cat-kitten-wet')).status).toBe(404);
      } finally {
        await server.services.db.kysely.updateTable('products').set({ is_active: 1 }).where('id', '=', 'p-cat-kitten-wet').execute();
      }
    });
  });

  describe('SEO properties (SPEC 7.3)', () => {
    it('are cached 1 hour in the shared cache', async () => {
      const ttls: number[] = [];
      const cache = server.services.cache;
      const spy = {
        ...cache,
        get: cache.get.bind(cache),
        set: async (key: string, value: string, ttl: number, tags?: readonly string[]) => (ttls.push(ttl), cache.set(key, value, ttl, tags)),
        delete: cache.delete.bind(cache),
        close: cache.close.bind(cache),
      };
      await cache.delete(seoCacheKey('p-cat-coat'));
      const first = await getSeoProperties(server.services.db.kysely, { cache: spy, invalidation: server.services.invalidation }, 'p-cat-coat');
      expect(SEO_CACHE_TTL_MS).toBe(3_600_000);
      expect(ttls).toEqual([3_600_000]);
      await server.services.db.kysely.updateTable('products').set({ seo_title: '바뀐 제목' }).where('id', '=', 'p-cat-coat').execute();
      try {
        // Within the hour the cached properties are served.
        expect(await getSeoProperties(server.services.db.kysely, { cache: spy, invalidation: server.services.invalidation }, 'p-cat-coat')).toEqual(first);
        expect(ttls).toHaveLength(1);
        await cache.delete(seoCacheKey('p-cat-coat'));
        expect((await getSeoProperties(server.services.db.kysely, server.services, 'p-cat-coat'))?.title).toBe('바뀐 제목');
      } finally {
        await server.services.db.kysely.updateTable('products').set({ seo_title: '헤어 & 스킨 고양이 | 도담펫' }).where('id', '=', 'p-cat-coat').execute();
        await cache.delete(seoCacheKey('p-cat-coat'));
      }
      // Unknown records are not cached.
      expect(await getSeoProperties(server.services.db.kysely, { cache: spy, invalidation: server.services.invalidation }, 'p-unknown')).toBeNull();
      expect(await cache.get(seoCacheKey('p-unknown'))).toBeUndefined();
    });

    it('are served at the platform path as JSON', async () => {
      const base = '/services/data/v65.0/connect/communities/0DB5g0000001abc/seo/properties';
      const all = await server.fetch(`${base}/p-cat-urinary`);
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toContain('application/json');
      expect(all.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await all.json()).toEqual({
        recordId: 'p-cat-urinary',
        fields: {
          title: '유리너리 케어 어덜트 | 도담펫',
          description: '결석 걱정 줄이는 미네랄 밸런스',
          imageUrl: '/cms/delivery/media/pack3-p-cat-urinary',
          imageAlt: '유리너리 케어 어덜트',
          canonicalPath: '/products/detail/?id=p-cat-urinary',
        },
      });
      const some = await server.fetch(`${base}/p-cat-urinary?fields=title,description`);
      expect(await some.json()).toEqual({
        recordId: 'p-cat-urinary',
        fields: { title: '유리너리 케어 어덜트 | 도담펫', description: '결석 걱정 줄이는 미네랄 밸런스' },
      });
      const badField = await server.fetch(`${base}/p-cat-urinary?fields=title,password`);
      expect(badField.status).toBe(400);
      expect(await badField.json()).toEqual([{ errorCode: 'INVALID_FIELD', message: '알 수 없는 필드입니다: password' }]);
      expect((await server.fetch(`${base}/p-none`)).status).toBe(404);
      expect((await server.fetch('/services/data/latest/connect/communities/0DB5g0000001abc/seo/properties/p-cat-urinary')).status).toBe(400);
    });
  });

  describe('bookmarks', () => {
    const bookmarkRows = (memberId: string) =>
      server.services.db.kysely.selectFrom('bookmarks').select('product_id').where('member_id', '=', memberId).orderBy('product_id').execute();

    it('members toggle a bookmark from the list and the detail page, and see it pressed', async () => {
      const m = await signedInMember(server.services, 'member', '찜회원');
      const on = await postForm(server, '/products/Product2?code=87', { intent: 'bookmark', productId: 'p-dog-derma-adult', bookmarked: 'on' }, m.cookie);
      expect(on.status).toBe(200);
      expect(await bookmarkRows(m.id)).toEqual([{ product_id: 'p-dog-derma-adult' }]);
      const list = await htmlOf(await server.fetch('/products/Product2?code=87', { headers: { Cookie: m.cookie } }));
      expect(list).toMatch(/aria-pressed="true" aria-label="더마 케어 어덜트 소형견 찜하기"/);
      expect(list).toMatch(/aria-pressed="false" aria-label="더마 케어 어덜트 중대형견 찜하기"/);
      // Repeating "on" keeps one row; the detail page's form turns it off.
      await postForm(server, '/products/Product2', { intent: 'bookmark', productId: 'p-dog-derma-adult', bookmarked: 'on' }, m.cookie);
      expect(await bookmarkRows(m.id)).toHaveLength(1);
      const detail = await htmlOf(await server.fetch('/products/detail/?id=p-dog-derma-adult', { headers: { Cookie: m.cookie } }));
      expect(detail).toContain('aria-pressed="true"');
      const off = await postForm(
        server,
        '/products/detail/?id=p-dog-derma-adult',
        { intent: 'bookmark', productId: 'p-dog-derma-adult', bookmarked: 'off' },
        m.cookie,
      );
      expect(off.status).toBe(200);
      expect(await bookmarkRows(m.id)).toEqual([]);
      // Without a state, the button flips.
      await postForm(server, '/products/Product2', { intent: 'bookmark', productId: 'p-cat-coat' }, m.cookie);
      expect(await bookmarkRows(m.id)).toEqual([{ product_id: 'p-cat-coat' }]);
      await postForm(server, '/products/Product2', { intent: 'bookmark', productId: 'p-cat-coat' }, m.cookie);
      expect(await bookmarkRows(m.id)).toEqual([]);
    });

    it('refuses guests (to login), bad input (400) and unknown products (404), writing nothing', async () => {
      const guest = await postForm(server, '/products/Product2?feed=cat', { intent: 'bookmark', productId: 'p-cat-coat', bookmarked: 'on' });
      expect(guest.status).toBe(302);
      expect(guest.headers.get('location')).toBe(`/login?startURL=${encodeURIComponent('/products/Product2?feed=cat')}`);
      const m = await signedInMember(server.services);
      const empty = await postForm(server, '/products/Product2', { intent: 'bookmark', productId: '', bookmarked: 'on' }, m.cookie);
      expect(empty.status).toBe(400);
      const badState = await postForm(server, '/products/Product2', { intent: 'bookmark', productId: 'p-cat-coat', bookmarked: 'maybe' }, m.cookie);
      expect(badState.status).toBe(400);
      expect((await postForm(server, '/products/Product2', { intent: 'bookmark', productId: 'p-nope', bookmarked: 'on' }, m.cookie)).status).toBe(404);
      expect((await postForm(server, '/products/Product2', { intent: 'delete', productId: 'p-cat-coat' }, m.cookie)).status).toBe(400);
      expect(await bookmarkRows(m.id)).toEqual([]);
    });

    it('lists them on /mypage/bookmark, newest first, with removal', async () => {
      const m = await signedInMember(server.services, 'member', '보관회원');
      expect(await htmlOf(await server.fetch('/mypage/bookmark', { headers: { Cookie: m.cookie } }))).toContain('아직 찜한 사료가 없어요');
      for (const id of ['p-dog-calm', 'p-cat-dental', 'p-dog-senior']) {
        expect((await setBookmark(server.services.db.kysely, m.id, id, true)) ?? false).toBe(true);
        await new Promise((r) => setTimeout(r, 5));
      }
      const page = await htmlOf(await server.fetch('/mypage/bookmark', { headers: { Cookie: m.cookie } }));
      expect(textOf(page, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('찜한 상품');
      expect(page).toContain('찜한 사료 <strong>3</strong>개');
      const order = ['시니어 7+ 소형견', '덴탈 케어 고양이', '카밍 케어 어덜트'].map((name) => page.indexOf(`${name} 찜 삭제`));
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const removed = await postForm(server, '/mypage/bookmark', { intent: 'bookmark', productId: 'p-cat-dental', bookmarked: 'off' }, m.cookie);
      expect(removed.status).toBe(200);
      expect((await listBookmarks(server.services.db.kysely, m.id)).items.map((p) => p.Id)).toEqual(['p-dog-senior', 'p-dog-calm']);
      expect((await server.fetch('/mypage/bookmark')).status).toBe(302);
    });

    it('are deleted when the member withdraws', async () => {
      const m = await signedInMember(server.services);
      await setBookmark(server.services.db.kysely, m.id, 'p-dog-calm', true);
      expect(await withdraw(server.services, m.id, { reasons: [], comment: '', password: 'correct horse battery' }, { ip: '127.0.0.1', deviceToken: undefined })).toEqual({ ok: true });
      expect(await bookmarkRows(m.id)).toEqual([]);
    });

    it('hold one row per member and product under concurrent requests', async () => {
      const m = await signedInMember(server.services);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: 'p-cat-senior', bookmarked: true }, { cookie: m.cookie }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(await bookmarkRows(m.id)).toEqual([{ product_id: 'p-cat-senior' }]);
    });

    it('are member RPC methods: toggleBookmark (wrapped) and getMyBookmarks', async () => {
      const m = await signedInMember(server.services);
      expect(await (await rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: 'p-dog-coat' }, { cookie: m.cookie })).json()).toEqual({
        success: true,
        message: '',
        data: { productId: 'p-dog-coat', bookmarked: true },
      });
      const mine = await (await rpcRequest(server, 'ProductController', 'getMyBookmarks', {}, { cookie: m.cookie })).json();
      expect(mine.total).toBe(1);
      expect(mine.items[0]).toMatchObject({ Id: 'p-dog-coat', Name: '헤어 & 스킨 윤기 케어', ThumbnailImageUrl__c: '/cms/delivery/media/pack3-p-dog-coat' });
      expect(await (await rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: 'p-dog-coat' }, { cookie: m.cookie })).json()).toMatchObject({ data: { bookmarked: false } });
      expect((await rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: 'p-none' }, { cookie: m.cookie })).status).toBe(404);
      expect((await rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: '' }, { cookie: m.cookie })).status).toBe(400);
      expect((await rpcRequest(server, 'ProductController', 'toggleBookmark', { productId: 'p-dog-coat' })).status).toBe(401);
      expect((await server.fetch('/lwr/apex/v65.0/ProductController/toggleBookmark?methodParams=%7B%7D', { headers: { Cookie: m.cookie } })).status).toBe(405);
    });
  });

  describe('Kakao share (SPEC 7.4)', () => {
    it('is absent, with no SDK origin in the CSP, without an app key', async () => {
      const res = await server.fetch('/products/detail/?id=p-cat-coat');
      const html = await htmlOf(res);
      expect(html).not.toContain('data-kakao-share');
      expect(html).not.toContain('kakao_js_sdk');
      const scriptSrc = /script-src [^;]*/.exec(res.headers.get('content-security-policy') ?? '')?.[0] ?? '';
      expect(scriptSrc).not.toContain('kakao');
    });

    it('offers the button and allows the SDK origin when configured, and loads nothing up front', async () => {
      const keyed = await startTestServer(server.databaseUrl, { PAGE_CACHE_SECONDS: '0', KAKAO_JS_KEY: 'test-js-key' }, { seed: false });
      try {
        const res = await keyed.fetch('/products/detail/?id=p-cat-coat');
        const html = await htmlOf(res);
        expect(html).toContain('data-kakao-share');
        expect(html).toContain('카카오톡 공유');
        expect(html).not.toContain('kakao_js_sdk');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(/script-src [^;]*https:\/\/t1\.kakaocdn\.net/.test(csp)).toBe(true);
      } finally {
        await keyed.close();
      }
    });
  });

  describe('home and customised feeding', () => {
    it('the home page server-renders the featured feeds widget with real products', async () => {
      const html = await htmlOf(await server.fetch('/'));
      expect(html).toContain('data-section-key="featured-feeds"');
      expect(html).toContain('지금 많이 찾는 맞춤 사료');
      for (const name of ['더마 케어 어덜트 소형견', '라이트 웨이트 케어 소형견', '유리너리 케어 어덜트', '헤어볼 케어 고양이']) expect(html).toContain(name);
      expect(html).toContain('href="/products/detail/?id=p-cat-urinary"');
      expect(html).toContain('30,600원');
    });

    it('/custom-feed/prescription explains and computes the daily amount from the query string', async () => {
      const blank = await htmlOf(await server.fetch('/custom-feed/prescription'));
      const nav = /<nav[^>]*aria-label="현재 위치"[^>]*>(.*?)<\/nav>/s.exec(blank)?.[1] ?? '';
      expect([...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())).toEqual([
        'Home',
        '맞춤 사료 정보',
        '맞춤 사료 급여량',
      ]);
      expect(blank).toContain('맞춤 급여량이 필요한 이유');
      expect(blank).toContain('몸무게와 생활 습관을 입력하면');
      const res = await server.fetch('/custom-feed/prescription?species=Dog&weight=10&stage=adult&activity=normal&neutered=yes&product=p-dog-derma-adult');
      const html = await htmlOf(res);
      // A grown dog: SPEC 9.9 '체중 관리' column at 10 kg (167 g of the 3,800 kcal/kg reference feed).
      expect(html).toContain('하루 필요 열량 <strong>635kcal</strong>');
      expect(html).toMatch(/더마 케어 어덜트 소형견<\/a> 하루 <strong>165g<\/strong>/);
      expect(html).toContain('‘체중 관리’ 열');
      // A treat is not a meal: it is not offered.
      expect(html).not.toContain('카밍 케어 트릿');
      const cat = await htmlOf(
        await server.fetch('/custom-feed/prescription?species=Cat&weight=4&stage=adult&activity=normal&neutered=no&product=p-dog-derma-adult'),
      );
      expect(cat).toContain('하루 필요 열량 <strong>242kcal</strong>');
      // A puppy has no column in the table: the energy formula with its growth factor.
      const puppy = await htmlOf(await server.fetch('/custom-feed/prescription?species=Dog&weight=10&stage=young&activity=normal&neutered=no&product=p-dog-derma-adult'));
      expect(puppy).toContain('하루 필요 열량 <strong>787kcal</strong>');
      expect(puppy).toContain('성장기 계수 2');
      expect(cat).not.toContain('더마 케어 어덜트 소형견');
    });

    it('refuses bad calculator input with a Korean message per field', async () => {
      const letters = await htmlOf(await server.fetch('/custom-feed/prescription?species=Dog&weight=abc&stage=adult&activity=normal&neutered=yes'));
      expect(letters).toContain('몸무게는 숫자로 입력해 주세요. (예: 4.5)');
      expect(letters).toContain('aria-invalid="true"');
      expect(letters).not.toContain('하루 필요 열량 <strong>');
      const heavyCat = await htmlOf(await server.fetch('/custom-feed/prescription?species=Cat&weight=25&stage=adult&activity=normal&neutered=yes'));
      expect(heavyCat).toContain('고양이 몸무게는 0.5kg부터 15kg까지 입력할 수 있어요.');
      const missing = await htmlOf(await server.fetch('/custom-feed/prescription?species=Dog&weight=&stage=old&activity=normal&neutered=yes'));
      expect(missing).toContain('몸무게를 입력해 주세요.');
      expect(missing).toContain('나이를 선택해 주세요.');
    });
  });
});
