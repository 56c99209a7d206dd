import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';
import { saveAddress } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';

/**
 * Browser flows of the trial area: apply for a free trial and find it in my applications, on a
 * phone and a desktop viewport.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

async function memberWithPet(name: string) {
  const member = await signedInMember(site.server.services, 'member', name);
  await addPet(site.server.services, member.id, 'dog', '보리');
  await saveAddress(site.server.services, member.id);
  return member;
}

describe.each(viewports)('free trial application on $name', (viewport) => {
  test('apply from /recruitment, see the result, then find it in my applications', async () => {
    const member = await memberWithPet(`체험회원${viewport.name === 'phone' ? '폰' : '피씨'}`);
    const { page, watcher } = await site.open(viewport, member);

    await page.goto('/recruitment');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '가려움 많은 우리 아이, 더마 케어 2주 체험' }) });
    await expect.poll(() => card.getByText(/남은 자리 \d+명/).count()).toBe(1);
    await card.getByText('자세히 보기').click();
    await expect.poll(() => card.getByText('체험 구성: 더마 케어 어덜트 소형견 1kg', { exact: false }).isVisible()).toBe(true);
    await card.getByRole('link', { name: '체험 신청하기' }).click();
    await page.waitForURL(/\/recruitment\/order\?campaignId=trial-dog-derma/);
    await waitForHydration(page);

    // Without the consents the form answers with Korean messages and stays.
    await page.getByRole('button', { name: '체험 신청하기' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' });
    await summary.waitFor({ state: 'visible' });
    expect(await summary.textContent()).toContain('개인정보 수집·이용에 동의해 주세요.');
    expect(new URL(page.url()).pathname).toBe('/recruitment/order');
    await expectAccessible(page);

    expect(await page.getByRole('radio', { name: /보리/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('받는 분').inputValue()).toBe(`체험회원${viewport.name === 'phone' ? '폰' : '피씨'}`);
    await page.getByLabel('배송 요청사항').fill('경비실에 맡겨 주세요.');
    for (const name of [/개인정보 수집·이용/, /택배사에 이름/, /유의사항을 확인했습니다/]) await page.getByLabel(name).check();
    await page.getByRole('button', { name: '체험 신청하기' }).click();
    await page.waitForURL(/\/recruitment\/order-result\?orderId=/);
    await page.getByRole('heading', { name: '체험 신청이 완료되었어요' }).waitFor();
    await screenshot(page, `recruitment-result-${viewport.name}`);

    await page.getByRole('link', { name: '신청 내역 보기' }).click();
    await page.waitForURL(/\/mypage\/myrecruitment-order\/detail\?id=/);
    await page.getByRole('heading', { name: '진행 기록' }).waitFor();
    expect(await page.getByRole('list', { name: '진행 기록' }).textContent()).toContain('신청완료');

    await page.getByRole('link', { name: '신청 목록으로' }).click();
    await page.waitForURL((url) => url.pathname === '/mypage/myrecruitment-order');
    const list = page.getByRole('list', { name: '무료 체험 신청 목록' });
    await list.waitFor();
    expect(await list.textContent()).toContain('가려움 많은 우리 아이, 더마 케어 2주 체험');
    expect(await list.textContent()).toContain('신청완료');
    await screenshot(page, `recruitment-my-orders-${viewport.name}`);
    await expectAccessible(page);

    // Changing one's mind before the draw: 신청 취소 asks first, then the place goes back.
    await list.getByRole('link', { name: '가려움 많은 우리 아이, 더마 케어 2주 체험 신청 상세 보기' }).click();
    await page.waitForURL(/\/mypage\/myrecruitment-order\/detail\?id=/);
    await waitForHydration(page);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: '신청 취소' }).click();
    await page.getByRole('status').filter({ hasText: '체험 신청을 취소했어요.' }).waitFor();
    expect(asked).toEqual(['체험 신청을 취소할까요? 취소하면 같은 체험은 다시 신청할 수 없어요.']);
    expect(await page.getByRole('list', { name: '진행 기록' }).textContent()).toContain('신청취소');
    await watcher.settle();
    // The refused submission answers 400 on purpose (the form's errors); nothing else may fail.
    expect(watcher.take().filter((p) => !/400/.test(p.text) || !p.text.includes('/recruitment/order'))).toEqual([]);
  });

  test('the address can be typed when the postcode search cannot load', async () => {
    const member = await signedInMember(site.server.services, 'member', `주소회원${viewport.name === 'phone' ? '폰' : '피씨'}`);
    await addPet(site.server.services, member.id, 'cat', '나비');
    await site.server.services.db.kysely.updateTable('members').set({ mobile: '01098765432' }).where('id', '=', member.id).execute();
    const { page, watcher } = await site.open(viewport, member);
    // The postcode script is blocked (an ad blocker, a network without it, a strict CSP).
    const scriptUrl = site.server.services.env.POSTCODE_SCRIPT_URL;
    await page.context().route(`${new URL(scriptUrl).origin}/**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/recruitment/order?campaignId=trial-cat-urinary');
    await waitForHydration(page);
    const postcode = page.getByLabel('우편번호');
    expect(await postcode.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: '우편번호 검색' }).click();
    await page.getByRole('alert').filter({ hasText: '주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('postcode');
    expect(await postcode.getAttribute('readonly')).toBeNull();
    await postcode.fill('06236');
    await page.getByLabel('기본 주소').fill('서울특별시 강남구 테헤란로 152');
    await page.getByLabel('상세 주소').fill('12층');
    await screenshot(page, `recruitment-typed-address-${viewport.name}`);
    await expectAccessible(page);
    for (const name of [/개인정보 수집·이용/, /택배사에 이름/, /유의사항을 확인했습니다/]) await page.getByLabel(name).check();
    await page.getByRole('button', { name: '체험 신청하기' }).click();
    await page.waitForURL(/\/recruitment\/order-result\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const order = await site.server.services.db.kysely.selectFrom('trial_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ postcode: '06236', road_address: '서울특별시 강남구 테헤란로 152', address_detail: '12층' });
    await watcher.settle();
    // The blocked script is the point of this test; nothing else may fail.
    expect(watcher.take().filter((p) => !p.text.includes(new URL(scriptUrl).pathname) && !p.text.includes('Please check CSP settings'))).toEqual([]);
  });
});
