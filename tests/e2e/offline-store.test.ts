import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';

/**
 * The 1+1 offline-store flow in the browser (SPEC 2.4, 4.3, 5.3, 8), on a phone and a desktop:
 * entry → step 1 (region filter) → step 2 (paging past 12, selection) → step 3 (coupon with QR
 * code) → staff redemption → 사용완료 in the coupon box; the missing-storeId case; and a failed
 * product load followed by '다음' without a product.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

/** The console warnings the page logs from now on. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

const STEP2 = '/mypage/myrecruitment-order/store/step2';

describe.each(viewports)('1+1 offline-store coupon on $name', (viewport) => {
  test('entry → store → product on page 2 → coupon → redeemed by staff → 사용완료', async () => {
    const member = await signedInMember(site.server.services, 'member', `매장회원${viewport.name}`);
    const { page, watcher } = await site.open(viewport, member);

    await page.goto('/mypage/myrecruitment-order/store');
    await waitForHydration(page);
    await page.getByRole('link', { name: '매장 고르러 가기' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/store/step1'));
    await waitForHydration(page);
    await page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '부산' }).click();
    await page.waitForURL((u) => u.searchParams.get('region') === '부산');
    const stores = page.getByRole('list', { name: '매장 목록' });
    // The whole list also holds 해운대점: wait until the Seoul stores are gone, i.e. the filtered list is in.
    await expect.poll(async () => (await stores.textContent()) ?? '').not.toContain('펫마루 성수점');
    expect(await stores.textContent()).toContain('멍냥상회 해운대점');
    await screenshot(page, `store-step1-${viewport.name}`);
    await page.getByRole('link', { name: '멍냥상회 해운대점, 이 매장 선택' }).click();
    await page.waitForURL((u) => u.pathname === STEP2 && u.searchParams.get('storeId') === 'store-busan-haeundae');

    const step2 = page.getByTestId('store-step2');
    await expect.poll(() => step2.getAttribute('data-status')).toBe('loaded');
    let chosen: string;
    if (viewport.name === 'desktop') {
      const desktop = page.getByTestId('step2-desktop');
      expect(await page.getByTestId('step2-mobile').isVisible()).toBe(false);
      await expect.poll(() => desktop.getByRole('heading', { level: 2 }).first().textContent()).toBe('멍냥상회 해운대점');
      expect(await desktop.textContent()).toContain('1+1 쿠폰으로 구매하실 상품을 선택해 주세요.');
      expect(await desktop.textContent()).toContain('매장 재고 현황에 따라 선택하신 상품의 구매가 불가능하실 수 있습니다.');
      expect(await desktop.getByRole('heading', { name: '사료 선택' }).isVisible()).toBe(true);
      expect(await desktop.getByText('총 14건').isVisible()).toBe(true);
      const cards = desktop.getByTestId('product-card');
      expect(await cards.count()).toBe(12);
      expect(await cards.first().getByRole('img').getAttribute('alt')).toBe('더마 케어 어덜트 소형견');
      expect(await cards.first().textContent()).toContain('500g(1+1)');
      expect(await cards.first().getAttribute('data-selected')).toBe('true'); // first product preselected
      await expectAccessible(page);
      await screenshot(page, `store-step2-${viewport.name}`);
      // Paging past 12: page 2 holds the 13th and 14th products.
      await desktop.getByRole('navigation', { name: '상품 페이지 이동' }).getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => cards.count()).toBe(2);
      expect(await cards.first().getByRole('img').getAttribute('alt')).toBe('헤어볼 케어 고양이');
      expect(await cards.first().textContent()).toContain('400g(1+1)');
      chosen = 'p-cat-kitten';
      await cards.nth(1).getByRole('button', { name: '키튼 선택' }).click();
    } else {
      const mobile = page.getByTestId('step2-mobile');
      expect(await page.getByTestId('step2-desktop').isVisible()).toBe(false);
      expect(await mobile.getByRole('heading', { name: '선택 매장 상품 리스트' }).isVisible()).toBe(true);
      expect(await mobile.getByRole('button', { name: '뒤로 가기' }).isVisible()).toBe(true);
      expect(await mobile.getByText('14건', { exact: true }).isVisible()).toBe(true);
      const radios = mobile.locator('input[type="radio"][name="store_seq"]');
      expect(await radios.count()).toBe(12);
      expect(await radios.first().isChecked()).toBe(true);
      expect(await mobile.getByRole('radio', { name: /더마 케어 어덜트 소형견/ }).isChecked()).toBe(true);
      expect(await mobile.textContent()).toContain('500g(1+1)');
      await expectAccessible(page);
      await screenshot(page, `store-step2-${viewport.name}`);
      await mobile.getByRole('navigation', { name: '상품 페이지 이동' }).getByRole('button', { name: /다음/ }).click();
      await expect.poll(() => radios.count()).toBe(2);
      // The selection (first product) is on page 1, so nothing on page 2 shows as checked.
      expect(await radios.first().isChecked()).toBe(false);
      chosen = 'p-cat-hairball';
      await mobile.getByRole('radio', { name: /헤어볼 케어 고양이/ }).check();
      await mobile.getByRole('button', { name: '다음', exact: true }).click();
    }
    await page.waitForURL((u) => u.pathname.endsWith('/store/step3') && u.searchParams.get('storeId') === 'store-busan-haeundae' && u.searchParams.get('productId') === chosen);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: '선택한 매장과 사료를 확인해 주세요' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '1+1 쿠폰 받기' }).click();
    await page.waitForURL((u) => u.searchParams.has('couponId'));
    const ticket = page.getByTestId('coupon-ticket');
    await ticket.waitFor();
    expect(await ticket.getByRole('img', { name: '매장 직원에게 보여 줄 쿠폰 QR 코드' }).locator('svg').count()).toBe(1);
    const pin = ((await page.getByTestId('coupon-pin').textContent()) ?? '').replace(/\s/g, '');
    expect(pin).toMatch(/^\d{8}$/);
    expect(await ticket.textContent()).toContain('멍냥상회 해운대점에서만 사용할 수 있어요');
    expect(await ticket.textContent()).toContain('사용가능');
    await expectAccessible(page);
    await screenshot(page, `store-step3-${viewport.name}`);

    // Staff redeem it at the store through the staff page.
    const staffSide = await site.open(viewport, 'staff');
    await staffSide.page.goto('/staff/coupons/redeem');
    await waitForHydration(staffSide.page);
    // The coupon is shown before it is used (issue 24, item 6).
    await staffSide.page.getByLabel('쿠폰 번호 또는 PIN').fill(pin);
    await staffSide.page.getByRole('button', { name: '쿠폰 확인' }).click();
    await staffSide.page.getByTestId('coupon-card').waitFor();
    expect(await staffSide.page.getByTestId('coupon-card').textContent()).toContain('사용가능');
    await staffSide.page.getByLabel('근무 매장').selectOption('store-busan-haeundae');
    await staffSide.page.getByRole('button', { name: '사용 처리' }).click();
    await expect.poll(async () => (await staffSide.page.getByTestId('redeem-result').textContent()) ?? '').toContain('사용 처리했습니다.');

    await page.goto('/mypage/myrecruitment-order/coupon');
    await waitForHydration(page);
    const item = page.getByTestId('coupon-item').first();
    expect(await item.textContent()).toContain('사용완료');
    await screenshot(page, `coupon-box-${viewport.name}`);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });

  test("step 2 without storeId: toast '매장을 선택해주세요.', then step 1 after 1 s", async () => {
    const member = await signedInMember(site.server.services, 'member', `무매장${viewport.name}`);
    const { page } = await site.open(viewport, member);
    // The delay is timed by the page's own clock (the move to step 1 is client-side, so the
    // window stays): polling from the test would see the toast late on a busy machine.
    await page.addInitScript(() => {
      const w = window as unknown as { toastAt?: number; movedAt?: number };
      const timer = setInterval(() => {
        if (w.toastAt === undefined) {
          const alerts = [...document.querySelectorAll('[role="alert"]')];
          if (alerts.some((n) => n.textContent?.includes('매장을 선택해주세요.'))) w.toastAt = performance.now();
        } else if (location.pathname.endsWith('/store/step1')) {
          w.movedAt = performance.now();
          clearInterval(timer);
        }
      }, 10);
    });
    await page.goto(STEP2);
    // A warning toast is announced assertively (role alert).
    const toast = page.getByRole('alert').filter({ hasText: '매장을 선택해주세요.' });
    await toast.waitFor({ state: 'visible', timeout: 5000 });
    await page.waitForURL((u) => u.pathname.endsWith('/store/step1'), { timeout: 5000 });
    const after = await page.evaluate(() => {
      const w = window as unknown as { toastAt?: number; movedAt?: number };
      return w.toastAt === undefined || w.movedAt === undefined ? -1 : w.movedAt - w.toastAt;
    });
    expect(after).toBeGreaterThanOrEqual(700);
    expect(after).toBeLessThanOrEqual(2500);
  });

  test('a failed product load stays empty with a console error only; 다음 without a product only warns; 이전 goes to step 1', async () => {
    const member = await signedInMember(site.server.services, 'member', `실패${viewport.name}`);
    const { page } = await site.open(viewport, member);
    const warnings = warningsOf(page);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/ProductController/getPlus1CampaignTargetProducts**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"일시적인 오류"}' }));
    await page.goto(`${STEP2}?storeId=store-seoul-seongsu`);
    const step2 = page.getByTestId('store-step2');
    await expect.poll(() => step2.getAttribute('data-status')).toBe('failed');
    expect(errors.length).toBeGreaterThan(0);
    expect(await page.locator('[data-variant]').count(), 'no toast is shown').toBe(0);
    const layout = page.getByTestId(viewport.name === 'desktop' ? 'step2-desktop' : 'step2-mobile');
    expect(await layout.getByText(viewport.name === 'desktop' ? '총 0건' : '0건', { exact: true }).isVisible()).toBe(true);
    await layout.getByRole('button', { name: '다음', exact: true }).click();
    await expect.poll(() => warnings.some((w) => w.includes('no product selected'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe(STEP2);
    await layout.getByRole('button', { name: '이전', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/store/step1'));
  });
});
