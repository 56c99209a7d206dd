import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, type Session, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';

/**
 * Issue 25, item 3 in the browser, on a phone and a desktop: the store finder sorts by distance
 * from the browser's position (a geolocation override) once "내 주변" is pressed, keeps the list
 * when the position is refused, opens the map through the Kakao Maps stand-in script, keeps the
 * list when the map script is blocked, and step 1 of the 1+1 flow is the same finder.
 */

const MAP_KEY = 'test-map-js-key';
const SDK_URL = 'https://dapi.kakao.com/v2/maps/sdk.js';
const site = siteFixture({ PAGE_CACHE_SECONDS: '0', KAKAO_MAP_JS_KEY: MAP_KEY, KAKAO_MAP_SDK_URL: SDK_URL });

/** Busan, by Haeundae beach: 멍냥상회 해운대점 is nearest, then 펫마루 서면점. */
const HAEUNDAE = { latitude: 35.1587, longitude: 129.1604 };

/** A stand-in of the Kakao Maps SDK (autoload=false, kakao.maps.load): markers become buttons in the map's box. */
const MAPS_STAND_IN = `window.__maps = { loads: 0, markers: [] };
window.kakao = { maps: {
  load: function (cb) { window.__maps.loads++; setTimeout(cb, 0); },
  LatLng: function (lat, lng) { this.getLat = function () { return lat; }; this.getLng = function () { return lng; }; },
  LatLngBounds: function () { var points = []; this.extend = function (p) { points.push(p); }; this.size = function () { return points.length; }; },
  Map: function (el) { this.el = el; el.setAttribute('data-stand-in-map', ''); this.setBounds = function (b) { el.setAttribute('data-bounds', String(b.size())); }; this.setCenter = function () {}; this.relayout = function () {}; },
  Marker: function (opts) { var self = this; self.handlers = []; this.setMap = function (map) {
    if (!map) return;
    var b = document.createElement('button'); b.type = 'button'; b.textContent = opts.title || ''; b.setAttribute('data-marker', '');
    b.addEventListener('click', function () { self.handlers.forEach(function (h) { h(); }); });
    map.el.appendChild(b); window.__maps.markers.push(opts.title);
  }; },
  event: { addListener: function (target, type, handler) { target.handlers.push(handler); } }
} };`;

async function withMapStandIn(session: Session, mode: 'ok' | 'blocked'): Promise<string[]> {
  const requests: string[] = [];
  await session.context.route(`${new URL(SDK_URL).origin}/**`, async (route) => {
    requests.push(route.request().url());
    if (mode === 'blocked') await route.abort('blockedbyclient');
    else await route.fulfill({ status: 200, contentType: 'text/javascript', body: MAPS_STAND_IN });
  });
  return requests;
}

const storeNames = (session: Session) => session.page.getByRole('list', { name: '매장 목록' }).getByRole('heading', { level: 2 }).allTextContents();

describe.each(viewports)('store finder on $name', (viewport) => {
  test('내 주변 with the position allowed: stores nearest first, with their distances; the map opens with the stand-in', async () => {
    const session = await site.open(viewport, 'guest');
    const { page, context, watcher } = session;
    await context.grantPermissions(['geolocation'], { origin: site.url });
    await context.setGeolocation(HAEUNDAE);
    const sdk = await withMapStandIn(session, 'ok');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    await page.goto('/stores');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('매장 찾기');
    const initial = await storeNames(session);
    expect(initial).toHaveLength(14);
    expect(initial[0]).toBe('펫마루 성수점');
    // Neither the position code nor the map was loaded before they were asked for.
    expect(sdk).toEqual([]);
    expect(scripts.some((u) => /near-me/.test(u))).toBe(false);
    expect(scripts.some((u) => /kakao-maps/.test(u))).toBe(false);
    const tel = page.getByRole('link', { name: '02-6953-1021' });
    expect(await tel.getAttribute('href')).toBe('tel:0269531021');

    await page.getByRole('button', { name: '내 주변' }).click();
    await expect.poll(async () => (await storeNames(session))[0]).toBe('멍냥상회 해운대점');
    expect((await storeNames(session)).slice(0, 2)).toEqual(['멍냥상회 해운대점', '펫마루 서면점']);
    expect(await page.getByText(/전체 지역 매장 14곳, 가까운 순/).isVisible()).toBe(true);
    const first = page.getByRole('list', { name: '매장 목록' }).getByRole('listitem').first();
    expect(await first.textContent()).toMatch(/\d+(\.\d)?k?m/);
    expect(await first.getByRole('link', { name: '멍냥상회 해운대점 길찾기 (카카오맵, 새 창)' }).getAttribute('href')).toBe(
      `https://map.kakao.com/link/to/${encodeURIComponent('멍냥상회 해운대점')},35.1616,129.1603`,
    );
    // The region filter still works, and its list is sorted from the same position.
    await page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '서울' }).click();
    await page.waitForURL((u) => u.searchParams.get('region') === '서울');
    await expect.poll(async () => (await storeNames(session)).length).toBe(4);
    expect(await page.getByText(/서울 지역 매장 4곳, 가까운 순/).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '전체' }).click();
    await expect.poll(async () => (await storeNames(session))[0]).toBe('멍냥상회 해운대점');
    await screenshot(page, `store-finder-near-${viewport.name}`);
    await expectAccessible(page);

    await page.getByRole('button', { name: '지도 보기' }).click();
    const map = page.getByRole('region', { name: '매장 지도' });
    await expect.poll(() => map.getAttribute('data-bounds')).toBe('15');
    expect(sdk).toHaveLength(1);
    const asked = new URL(sdk[0]!);
    expect(asked.searchParams.get('appkey')).toBe(MAP_KEY);
    expect(asked.searchParams.get('autoload')).toBe('false');
    expect(await map.locator('[data-marker]').count()).toBe(15);
    await map.getByRole('button', { name: '펫마루 서면점' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.storeId)).toBe('store-busan-seomyeon');
    await screenshot(page, `store-finder-map-${viewport.name}`);
    await page.getByRole('button', { name: '지도 닫기' }).click();
    expect(await map.count()).toBe(0);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });

  test('without permission: a Korean message, and the list by region and name still works', async () => {
    const session = await site.open(viewport, 'guest');
    const { page, watcher } = session;
    // No grant: the browser refuses the position.
    await page.goto('/stores');
    await waitForHydration(page);
    await page.getByRole('button', { name: '내 주변' }).click();
    await page.getByRole('alert').filter({ hasText: '위치 권한이 없어 내 주변 매장을 찾을 수 없어요. 지역을 고르거나 매장 이름으로 찾아 주세요.' }).waitFor();
    expect(await storeNames(session)).toHaveLength(14);
    expect((await storeNames(session))[0]).toBe('펫마루 성수점');
    await page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '부산' }).click();
    await page.waitForURL((u) => u.searchParams.get('region') === '부산');
    await expect.poll(() => storeNames(session)).toEqual(['멍냥상회 해운대점', '펫마루 서면점']);
    await screenshot(page, `store-finder-denied-${viewport.name}`);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });

  test('the map script blocked: a Korean message, and the list and directions stay', async () => {
    const session = await site.open(viewport, 'guest');
    const { page, watcher } = session;
    await withMapStandIn(session, 'blocked');
    await page.goto('/stores');
    await waitForHydration(page);
    await page.getByRole('button', { name: '지도 보기' }).click();
    await page.getByRole('alert').filter({ hasText: '지도를 불러오지 못했어요. 매장 목록과 길찾기 링크는 그대로 쓸 수 있어요.' }).waitFor();
    expect(await page.getByRole('region', { name: '매장 지도' }).count()).toBe(0);
    expect(await storeNames(session)).toHaveLength(14);
    expect(await page.getByRole('link', { name: /길찾기/ }).count()).toBe(14);
    await watcher.settle();
    // The blocked script is the point of this test; nothing else may fail.
    expect(watcher.take().filter((p) => !p.text.includes('dapi.kakao.com'))).toEqual([]);
  });

  test('staff: the store editor shows the position fields, and says when the address could not be located', async () => {
    const db = site.server.services.db.kysely;
    await db.updateTable('stores').set({ latitude: null, longitude: null, location_status: 'not_found' }).where('id', '=', 'store-daejeon-dunsan').execute();
    const { page, watcher } = await site.open(viewport, 'staff');
    await page.goto('/staff/stores/edit?id=store-daejeon-dunsan');
    await waitForHydration(page);
    const position = page.getByRole('group', { name: '매장 위치' });
    await position.getByRole('status').filter({ hasText: '입력한 주소로 매장 위치를 찾지 못했어요.' }).waitFor();
    expect(await position.getByLabel('위도').inputValue()).toBe('');
    await position.getByLabel('위도').fill('36.3519');
    await position.getByLabel('경도').fill('127.3785');
    await screenshot(page, `staff-store-position-${viewport.name}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: '저장하기', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('saved') !== null);
    expect(await db.selectFrom('stores').select(['latitude', 'longitude', 'location_status']).where('id', '=', 'store-daejeon-dunsan').executeTakeFirstOrThrow()).toEqual({ latitude: 36.3519, longitude: 127.3785, location_status: 'manual' });
    // The page shows the saved record once its data has arrived: the note goes with it.
    await expect.poll(() => page.getByRole('group', { name: '매장 위치' }).getByRole('status').count()).toBe(0);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });

  test('step 1 of the 1+1 flow: 내 주변, then the nearest store leads to step 2 with its id', async () => {
    const member = await signedInMember(site.server.services, 'member', `주변회원${viewport.name === 'phone' ? '폰' : '피씨'}`);
    const session = await site.open(viewport, member);
    const { page, context, watcher } = session;
    await context.grantPermissions(['geolocation'], { origin: site.url });
    await context.setGeolocation({ latitude: 33.4849, longitude: 126.4822 });
    await page.goto('/mypage/myrecruitment-order/store/step1');
    await waitForHydration(page);
    await page.getByRole('button', { name: '내 주변' }).click();
    await expect.poll(async () => (await storeNames(session))[0]).toBe('바른펫 제주노형점');
    await screenshot(page, `store-step1-near-${viewport.name}`);
    await page.getByRole('link', { name: '바른펫 제주노형점, 이 매장 선택' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/store/step2') && u.searchParams.get('storeId') === 'store-jeju-nohyeong');
    await expect.poll(() => page.getByTestId('store-step2').getAttribute('data-status')).toBe('loaded');
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });
});
