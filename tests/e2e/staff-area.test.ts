import { describe, expect, test } from 'vitest';
import { screenshot, viewports } from '../fixtures/browser';
import { signedInMember } from '../fixtures/members';
import { expectAccessible, expectClean, load, siteFixture } from '../fixtures/e2e';

/**
 * Issue 14, item 1: the staff area has a frame of its own (no shopper dock bar or tab bar), a
 * menu of the pages the role may open, and a home of what waits; it works on a phone and by
 * keyboard, with no axe violation.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

describe.each(viewports)('the staff area on $name', (viewport) => {
  test("admin's home: own frame, the whole menu (coupon redemption included), the waiting work, no axe violation", async () => {
    const session = await site.open(viewport, 'staff');
    const { page } = session;
    await load(session, '/staff');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('운영 홈');
    // Not the shopper's frame.
    expect(await page.locator('nav[aria-label="주 메뉴"]').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '모바일 메뉴' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '1:1 문의' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '체험 신청' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '반품·환불' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '곧 마감하는 체험 캠페인' }).count()).toBe(1);
    await expectAccessible(page, { where: '/staff' });
    if (viewport.name === 'phone') {
      const menu = page.getByRole('button', { name: '메뉴' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.focus();
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page, { where: '/staff with the menu open' });
    }
    const nav = page.getByRole('navigation', { name: '운영 메뉴' });
    const labels = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(labels).toEqual(expect.arrayContaining(['운영 홈', '1:1 문의 답변', '체험 신청 관리', '반품·환불 처리', '쿠폰 사용 처리', '사이트 설정']));
    await screenshot(page, `staff-home-admin-${viewport.name}`);
    // By keyboard: the menu link to the coupon page opens it.
    await nav.getByRole('link', { name: '쿠폰 사용 처리' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/staff/coupons/redeem');
    await page.getByRole('heading', { level: 1, name: '1+1 쿠폰 사용 처리' }).waitFor();
    await expectAccessible(page, { where: '/staff/coupons/redeem' });
    await expectClean(session);
  });

  test('an editor sees only their pages; a page of another role answers 403 inside the staff frame', async () => {
    const editor = await signedInMember(site.server.services, 'editor', '편집 담당');
    const session = await site.open(viewport, { cookie: editor.cookie });
    const { page } = session;
    await load(session, '/staff');
    if (viewport.name === 'phone') await page.getByRole('button', { name: '메뉴' }).click();
    const labels = (await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link').allTextContents()).map((t) => t.trim());
    expect(labels).toContain('유입 분석');
    expect(labels).not.toContain('1:1 문의 답변');
    expect(labels).not.toContain('사이트 설정');
    expect(await page.getByRole('heading', { name: '1:1 문의' }).count()).toBe(0);
    await expectAccessible(page, { where: '/staff as editor' });
    await load(session, '/staff/inquiries', 403);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('접근 권한이 없습니다');
    // The staff frame with its menu (folded on a phone).
    expect(await page.locator('#staff-menu').count()).toBe(1);
    await expectAccessible(page, { where: '403 in the staff frame' });
  });
});
