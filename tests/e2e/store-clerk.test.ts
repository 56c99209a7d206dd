import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, phone, screenshot, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { enrolledStaff, totpCode } from '../fixtures/staff';

/**
 * Issue 24, item 6, in the browser on a desktop and a 375px phone: a store clerk signs in with
 * their second factor, lands on the redeem page of their store, sees a coupon before using it,
 * redeems it, and a coupon of another store is refused.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(필수\\))?$`));

/** A store coupon of a new member at a store: its code. */
async function couponAt(name: string, storeId: string, productId: string): Promise<string> {
  const buyer = await signedInMember(site.server.services, 'member', name);
  const res = await rpc(site.server, 'StoreController', 'issuePlus1Coupon', { storeId, productId }, { cookie: buyer.cookie });
  expect(res.status).toBe(200);
  return (await site.server.services.db.kysely.selectFrom('coupons').select('code').where('member_id', '=', buyer.id).executeTakeFirstOrThrow()).code;
}

const small = { ...phone, width: 375, height: 667 } as const;

describe.each([desktop, small])('a store clerk on $name', (viewport) => {
  test('signs in with the second factor and redeems a coupon of their store only', { timeout: 120_000 }, async () => {
    const db = site.server.services.db.kysely;
    const clerk = await enrolledStaff(site.server.services, 'clerk', `성수 직원 ${viewport.name}`);
    await db.insertInto('staff_stores').values({ account_id: clerk.id, store_id: 'store-seoul-seongsu', created_at: new Date().toISOString() }).execute();
    const own = await couponAt('김도수', 'store-seoul-seongsu', 'p-dog-coat');
    const other = await couponAt('박보리', 'store-jeju-nohyeong', 'p-dog-calm');

    const { page, watcher } = await site.open(viewport, 'guest');
    await page.goto('/login');
    await waitForHydration(page);
    await labelled(page, '이메일').fill(clerk.email);
    await labelled(page, '비밀번호').fill(clerk.password);
    await Promise.all([page.waitForURL('**/login/second-factor'), page.getByRole('button', { name: '로그인', exact: true }).click()]);
    await waitForHydration(page);
    await labelled(page, '인증 코드').fill(totpCode(clerk.secret));
    await Promise.all([page.waitForURL('**/staff/coupons/redeem'), page.getByRole('button', { name: '확인' }).click()]);
    await page.getByRole('heading', { level: 1, name: '1+1 쿠폰 사용 처리' }).waitFor();
    await waitForHydration(page);
    expect(await page.getByTestId('work-store').textContent()).toContain('근무 매장: 펫마루 성수점');

    // Another store's coupon: refused, and not shown.
    await page.getByLabel('쿠폰 번호 또는 PIN').fill(other);
    await page.getByRole('button', { name: '쿠폰 확인' }).click();
    await expect.poll(async () => (await page.getByTestId('lookup-refusal').textContent().catch(() => '')) ?? '').toContain('이 매장에서 사용할 수 없는 쿠폰입니다.');
    expect(await page.getByTestId('lookup-refusal').textContent()).toContain('바른펫 제주노형점');
    expect(await page.getByTestId('coupon-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: '사용 처리' }).count()).toBe(0);

    // Their own store's coupon: shown first, then used.
    await page.getByLabel('쿠폰 번호 또는 PIN').fill(own);
    await page.getByRole('button', { name: '쿠폰 확인' }).click();
    const card = page.getByTestId('coupon-card');
    await card.waitFor();
    const shown = (await card.textContent()) ?? '';
    expect(shown).toContain('김*수');
    expect(shown).toContain('사용가능');
    expect(shown).toContain('유효 기간');
    const button = page.getByRole('button', { name: '사용 처리' });
    // Big enough to hit at the counter, and the page fits the phone's width.
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, { where: 'redeem page with a coupon' });
    await screenshot(page, `store-clerk-redeem-${viewport.name}`);
    await button.click();
    await expect.poll(async () => (await page.getByTestId('redeem-result').textContent().catch(() => '')) ?? '').toContain('사용 처리했습니다.');
    await expect.poll(async () => (await card.textContent()) ?? '').toContain('이미 사용된 쿠폰입니다.');
    expect(await card.textContent()).toContain('펫마루 성수점에서 사용');
    expect((await db.selectFrom('coupons').select('used_at').where('code', '=', other).executeTakeFirstOrThrow()).used_at).toBeNull();

    // Nothing else is theirs: the staff home is refused, the menu has only their two pages.
    const menu = page.getByRole('navigation', { name: '운영 메뉴' });
    if (viewport.isMobile) await page.getByRole('button', { name: '메뉴' }).click();
    // (사이트 보기 is in the menu on a phone, in the header on wider screens.)
    expect((await menu.getByRole('link').allTextContents()).map((t) => t.trim()).filter((t) => t !== '사이트 보기(새 창)')).toEqual(['쿠폰 사용 처리', '내 보안 설정']);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
    const home = await page.goto('/staff');
    expect(home?.status()).toBe(403);
    await watcher.settle();
    // The only problems seen are that refusal (its response and the console's note of it).
    const seen = watcher.take().map((p) => p.text);
    expect(seen).toContainEqual(expect.stringMatching(/^403 GET .*\/staff$/));
    expect(seen.every((t) => /\b403\b/.test(t))).toBe(true);
  });
});
