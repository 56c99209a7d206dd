import { describe, expect, test } from 'vitest';
import { moveOrderStatus } from '#app/features/recruitment/data/orders.server';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { apply, createCampaign, TEST_PROMISES } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';

/**
 * The staff trial screens in the browser, on a phone and a desktop: find an application in
 * /staff/trials, open it, try 배송중 without a tracking number (Korean error, focus on the
 * summary), then ship it with one. Every page is checked with axe.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

describe.each(viewports)('staff trial screens on $name', (viewport) => {
  test('staff find an application, are told what is missing, and ship it with a tracking number', async () => {
    const name = viewport.name === 'phone' ? '한여름' : '서가을';
    const member = await signedInMember(site.server.services, 'member', name);
    const pet = await addPet(site.server.services, member.id, 'dog', '보리');
    const campaign = await createCampaign(site.server.services);
    const orderId = await apply(site.server, member.cookie, campaign, pet);
    for (const status of ['selected', 'preparing'] as const) expect((await moveOrderStatus(site.server.services.db.kysely, orderId, status, { promises: TEST_PROMISES })).ok).toBe(true);
    // Another application still waiting for the draw, so the list shows the bulk form too.
    const other = await signedInMember(site.server.services, 'member', `${name}친구`);
    await apply(site.server, other.cookie, campaign, await addPet(site.server.services, other.id, 'cat', '나비'));

    const { page, watcher } = await site.open(viewport, 'staff');
    await page.goto('/staff');
    await waitForHydration(page);
    // On a phone the staff menu folds behind its button.
    if (viewport.name === 'phone') await page.getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '체험 신청 관리' }).click();
    await page.waitForURL((u) => u.pathname === '/staff/trials');
    await waitForHydration(page);
    await page.getByLabel('체험', { exact: true }).selectOption(campaign);
    await page.getByRole('button', { name: '조회' }).click();
    await page.waitForURL((u) => u.searchParams.get('campaign') === campaign);
    await expect.poll(() => page.getByRole('table').getByRole('link').count()).toBe(2);
    expect(await page.getByRole('list', { name: '상태별 신청 수' }).textContent()).toContain('배송준비 1');
    await expectAccessible(page, { where: 'list' });
    await screenshot(page, `staff-trials-list-${viewport.name}`);

    await page.getByRole('table').getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/staff\/trials\/detail\?id=/);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: '상태 변경' });
    expect(await form.getByRole('radio').count()).toBe(1);
    expect(await form.getByRole('radio', { name: '배송중' }).isChecked()).toBe(true);

    // Without the courier and tracking number the server answers with Korean messages, focused.
    await page.getByRole('button', { name: '상태 바꾸기' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' });
    await summary.waitFor({ state: 'visible' });
    expect(await summary.textContent()).toContain('배송중으로 바꾸려면 운송장 번호를 입력해 주세요.');
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel('운송장 번호').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, { where: 'detail with errors' });

    await page.getByLabel(/택배사/).selectOption('CJ대한통운');
    await page.getByLabel('운송장 번호').fill('612345678901');
    await page.getByLabel('회원에게 보일 안내 (선택)').fill('오늘 출고했어요. 내일 도착 예정이에요.');
    await page.getByRole('button', { name: '상태 바꾸기' }).click();
    await page.getByText("상태를 '배송중'으로 바꿨습니다.").waitFor();
    expect(new URL(page.url()).searchParams.get('moved')).toBe('shipping');
    expect(await page.getByRole('region', { name: '배송 정보' }).textContent()).toContain('CJ대한통운 612345678901');
    expect(await page.getByRole('list', { name: '진행 기록' }).textContent()).toContain('오늘 출고했어요.');
    expect(await page.getByRole('region', { name: '상태 변경' }).getByRole('radio', { name: '배송완료' }).count()).toBe(1);
    await expectAccessible(page, { where: 'detail after shipping' });
    await screenshot(page, `staff-trial-shipped-${viewport.name}`);

    const row = await site.server.services.db.kysely.selectFrom('trial_orders').select(['status', 'courier', 'tracking_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'shipping', courier: 'CJ대한통운', tracking_number: '612345678901' });

    // The member asks for a return with a photo; staff see it, photo included, and take it on.
    expect((await moveOrderStatus(site.server.services.db.kysely, orderId, 'delivered', { promises: TEST_PROMISES })).ok).toBe(true);
    const returned = await postForm(site.server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어져서 사료가 눅눅해졌어요.', photos: pngBlob(64) }, member.cookie);
    expect(returned.status).toBe(302);
    await page.goto('/staff/claims?status=requested');
    await waitForHydration(page);
    await expectAccessible(page, { where: 'claims list' });
    await page.getByRole('table').getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/staff\/claims\/detail\?id=/);
    await waitForHydration(page);
    const photo = page.getByRole('list', { name: '반품 사진' }).getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('radio', { name: '수거중' }).check();
    await page.getByLabel(/회원에게 보일 안내/).fill('택배 기사님이 3일 안에 방문해요.');
    await page.getByRole('button', { name: '상태 바꾸기' }).click();
    await page.getByText("상태를 '수거중'으로 바꿨습니다.").waitFor();
    await expectAccessible(page, { where: 'claim detail' });
    await screenshot(page, `staff-claim-${viewport.name}`);
    await watcher.settle();
    // The refused submission answers 400 on purpose; nothing else may fail.
    expect(watcher.take().filter((p) => !/\b400\b/.test(p.text) || !p.text.includes('/staff/trials/detail'))).toEqual([]);
  });
});
