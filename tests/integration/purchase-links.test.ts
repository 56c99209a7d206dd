import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoulDay } from '#app/lib/seoul-time';
import { productFields, saveThroughEditor } from '../fixtures/backoffice';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HTML = { Accept: 'text/html', 'User-Agent': BROWSER };

/** The rows of the editor's purchase-link list, as the form sends them. */
function linkRows(rows: readonly [string, string, string][]): Record<string, string> {
  return Object.fromEntries(rows.flatMap(([shop, name, url], i) => [[`purchaseLinks.${i}.shop`, shop], [`purchaseLinks.${i}.name`, name], [`purchaseLinks.${i}.url`, url]]));
}

/** The cells of the table row whose heading is `heading` (the attribution report's tables). */
function rowCells(html: string, heading: string): string[] | null {
  for (const row of html.split('<tr').slice(1)) {
    const th = /<th scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(row);
    if (th && pageText(th[1]!).trim() === heading) return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => pageText(m[1]!).trim());
  }
  return null;
}

/** Issue 25 item 2: purchase links saved by staff, followed by shoppers, counted in the attribution report. */
describe.each(dialects)('purchase links on %s', (dialect) => {
  const server = serverFixture(dialect, { SITE_HOSTS: 'localhost,127.0.0.1', PURCHASE_CLICKS_PER_VISITOR_PER_MINUTE: '3' });
  let staff: Awaited<ReturnType<typeof signedInMember>>;
  let productId = '';
  const name = `구매 링크 연어 ${randomUUID().slice(0, 5)}`;
  const campaign = `buy_${randomUUID().slice(0, 6)}`;
  const db = () => server.services.db.kysely;
  const links = () => db().selectFrom('product_purchase_links').selectAll().where('product_id', '=', productId).orderBy('sort_order').execute();
  const clicks = () => db().selectFrom('outbound_clicks').selectAll().where('product_id', '=', productId).orderBy('created_at').execute();
  const out = (linkId: string, init: { uuid?: string; headers?: Record<string, string> } = {}) =>
    server.fetch(`/products/out?link=${encodeURIComponent(linkId)}${init.uuid ? `&uuid=${init.uuid}` : ''}`, { headers: { 'User-Agent': BROWSER, ...init.headers } });

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '마케팅팀');
  });

  it('staff save ordered links through the editor with the version check; a bad address is refused in Korean; the save is audited', async () => {
    const refused = await postForm(server, '/staff/products/edit', { intent: 'save', ...productFields(name), ...linkRows([['coupang', '', 'http://www.coupang.com/vp/products/1']]), publish: 'draft' }, staff.cookie);
    expect(refused.status).toBe(400);
    expect(pageText(await htmlOf(refused))).toContain('구매 링크 1번째 줄: 보안 연결 주소(https://로 시작)만 넣을 수 있습니다.');
    const elsewhere = await postForm(server, '/staff/products/edit', { intent: 'save', ...productFields(name), ...linkRows([['naver', '', 'https://www.coupang.com/vp/products/1']]), publish: 'draft' }, staff.cookie);
    expect(pageText(await htmlOf(elsewhere))).toContain('네이버 스마트스토어가 아닌 곳의 주소입니다.');

    productId = await saveThroughEditor(
      server,
      '/staff/products/edit',
      {
        ...productFields(name),
        newImage1: pngBlob(64),
        newAlt1: '연어 사료 봉투',
        ...linkRows([
          ['brand', '', 'https://mall.dodampet.example/goods/salmon'],
          ['', '', ''],
          ['coupang', '', 'https://www.coupang.com/vp/products/777'],
          ['other', '동네 펫샵', 'https://petshop.example.kr/p/1'],
        ]),
        publish: 'now',
      },
      staff.cookie,
    );
    const first = await links();
    expect(first.map((l) => [l.shop, l.shop_name, l.url, l.sort_order])).toEqual([
      ['brand', null, 'https://mall.dodampet.example/goods/salmon', 0],
      ['coupang', null, 'https://www.coupang.com/vp/products/777', 1],
      ['other', '동네 펫샵', 'https://petshop.example.kr/p/1', 2],
    ]);
    const product = await db().selectFrom('products').select(['purchase_link_id', 'purchase_shop', 'version']).where('id', '=', productId).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ purchase_link_id: first[0]!.id, purchase_shop: 'brand', version: 1 });

    // The editor shows them in order.
    const editor = await htmlOf(await server.fetch(`/staff/products/edit?id=${productId}`, { headers: { ...HTML, Cookie: staff.cookie } }));
    expect(editor).toContain('value="https://www.coupang.com/vp/products/777"');
    expect(editor).toContain('<legend>구매 링크</legend>');

    // Reordered (쿠팡 first), 기타 removed, a new one added: kept links keep their ids.
    const reorder = { intent: 'save', id: productId, version: '1', ...productFields(name), imageIds: [], publish: 'keep' };
    const images = await db().selectFrom('product_images').select('id').where('product_id', '=', productId).execute();
    const keepImages = Object.fromEntries(images.flatMap((i) => [[`alt.${i.id}`, '연어 사료 봉투'], [`order.${i.id}`, '0'], [`keep.${i.id}`, 'on']]));
    const rows = linkRows([
      ['coupang', '', 'https://www.coupang.com/vp/products/777'],
      ['brand', '', 'https://mall.dodampet.example/goods/salmon'],
      ['naver', '', 'https://smartstore.naver.com/dodampet/products/5'],
    ]);
    const saved = await postForm(server, '/staff/products/edit', { ...reorder, imageIds: images.map((i) => i.id), ...keepImages, ...rows }, staff.cookie);
    expect(saved.status).toBe(302);
    const second = await links();
    expect(second.map((l) => l.shop)).toEqual(['coupang', 'brand', 'naver']);
    expect(second[0]!.id).toBe(first[1]!.id);
    expect(second[1]!.id).toBe(first[0]!.id);
    expect((await db().selectFrom('products').select('purchase_link_id').where('id', '=', productId).executeTakeFirstOrThrow()).purchase_link_id).toBe(first[1]!.id);

    // A save from the version before is refused and changes nothing.
    const stale = await postForm(server, '/staff/products/edit', { ...reorder, imageIds: images.map((i) => i.id), ...keepImages, ...linkRows([['brand', '', 'https://mall.dodampet.example/other']]) }, staff.cookie);
    expect(stale.status).toBe(409);
    expect((await links()).map((l) => l.id)).toEqual(second.map((l) => l.id));

    const audit = await db().selectFrom('audit_log').select(['action', 'changes']).where('object_id', '=', productId).where('action', '=', 'product.save').orderBy('at').execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]!.changes).toContain('purchaseLinks');
    expect(audit[1]!.changes).toContain('smartstore.naver.com/dodampet/products/5');
  });

  it('the product page shows 구매하기 with each shop, cards the first one, and a product without links shows nothing', async () => {
    const page = await htmlOf(await server.fetch(`/products/detail?id=${productId}`, { headers: HTML }));
    const [coupang, brand, naver] = await links();
    expect(page).toContain('>구매하기</h2>');
    for (const [link, label] of [
      [coupang!, '쿠팡'],
      [brand!, '공식몰'],
      [naver!, '네이버 스마트스토어'],
    ] as const) {
      expect(page).toMatch(new RegExp(`<a href="/products/out\\?link=${link.id}" target="_blank" rel="noopener nofollow"[^>]*><span>${label}에서 구매하기<span class="visually-hidden"> \\(새 창\\)</span>`));
    }
    // The stored addresses stay on the server.
    expect(page).not.toContain('coupang.com/vp/products/777');
    const list = await htmlOf(await server.fetch('/products/Product2?species=Dog&sort=name', { headers: HTML }));
    expect(list).toMatch(new RegExp(`href="/products/out\\?link=${coupang!.id}"[^>]*><span>쿠팡에서 구매<span class="visually-hidden"> \\(새 창\\)</span>`));

    const vet = await htmlOf(await server.fetch('/products/detail?id=p-dog-vet-gi', { headers: HTML }));
    expect(vet).not.toContain('>구매하기</h2>');
    expect(vet).not.toContain('aria-labelledby="purchase-links"');
    // Demo products have theirs.
    expect(await htmlOf(await server.fetch('/products/detail?id=p-dog-coat', { headers: HTML }))).toContain('네이버 스마트스토어에서 구매하기<span class="visually-hidden"> (새 창)</span>');
  });

  it('the redirect sends to the stored address only, counts the click with the visitor\'s campaign, and refuses unknown ids', async () => {
    const uuid = randomUUID();
    const logged = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', {
      trackingModuleLog: { UTMSource__c: 'instagram', UTMMedium__c: 'social', UTMCampaign__c: campaign, CurrentPageUrl__c: `${server.url}/products/Product2?utm_campaign=${campaign}`, UUID__c: uuid },
    });
    expect(logged.status).toBe(200);
    const [coupang, brand] = await links();

    const res = await out(coupang!.id, { uuid, headers: { Referer: `${server.url}/products/detail?id=${productId}` } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.coupang.com/vp/products/777');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [click] = await clicks();
    expect(click).toMatchObject({ link_id: coupang!.id, shop: 'coupang', uuid, attributed_by: 'visitor', utm_source: 'instagram', utm_medium: 'social', utm_campaign: campaign });

    // Without the script (no UUID) the page it came from carries the campaign of a landing.
    expect((await out(brand!.id, { headers: { Referer: `${server.url}/products/detail?id=${productId}&utm_source=kakao&utm_campaign=${campaign}` } })).status).toBe(302);
    // Another site's address with UTM values is not believed.
    expect((await out(brand!.id, { headers: { Referer: `https://elsewhere.example/?utm_campaign=fake` } })).status).toBe(302);
    const all = await clicks();
    expect(all.map((c) => [c.shop, c.attributed_by, c.utm_campaign])).toEqual([
      ['coupang', 'visitor', campaign],
      ['brand', 'page', campaign],
      ['brand', 'none', null],
    ]);

    // Crawlers are sent on, not counted; nor clicks beyond the visitor's limit (3 a minute).
    expect((await out(coupang!.id, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })).status).toBe(302);
    for (let i = 0; i < 4; i++) expect((await out(coupang!.id, { uuid })).status).toBe(302);
    // The first click of this UUID counted against the same limit: two of these four are counted.
    expect((await clicks()).length).toBe(3 + 2);

    // Unknown ids, an address in place of an id, and a link of a product guests cannot see: 404, no redirect.
    for (const bad of ['no-such-link', 'https://evil.example/', `${coupang!.id}x`]) {
      const refused = await out(bad);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
    }
    expect((await server.fetch('/products/out', { headers: { 'User-Agent': BROWSER } })).status).toBe(400);
    const draft = await db().selectFrom('product_purchase_links').innerJoin('products', 'products.id', 'product_purchase_links.product_id').select('product_purchase_links.id').where('products.is_active', '=', 0).executeTakeFirst();
    if (draft) expect((await out(draft.id)).status).toBe(404);
  });

  it('the attribution report counts purchase clicks per campaign and per product, with the shops', async () => {
    const today = seoulDay(new Date().toISOString());
    const html = await htmlOf(await server.fetch(`/staff/attribution?by=campaign&from=${today}&to=${today}`, { headers: { ...HTML, Cookie: staff.cookie } }));
    expect(pageText(html)).toContain('구매하기 클릭');
    const byCampaign = rowCells(html, campaign);
    // 방문자, 가입 회원, 가입 전환율, 무료 체험 신청, 구매하기 클릭
    expect(byCampaign?.at(-1)).toBe('4');
    expect(rowCells(html, '(없음)')?.at(-1)).toBe('1');
    const byProduct = rowCells(html, name);
    expect(byProduct).toEqual(['5', '쿠팡 3, 공식몰 2']);
    const bySource = await htmlOf(await server.fetch(`/staff/attribution?by=source&from=${today}&to=${today}`, { headers: { ...HTML, Cookie: staff.cookie } }));
    expect(rowCells(bySource, 'instagram')?.at(-1)).toBe('3');
    expect(rowCells(bySource, 'kakao')?.at(-1)).toBe('1');
  });
});
