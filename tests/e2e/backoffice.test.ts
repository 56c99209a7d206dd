import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { isoToSeoulLocal } from '#app/lib/seoul-time';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { png } from '../fixtures/images';
import { storeCsv, storeXlsx } from '../fixtures/store-files';

/**
 * Issue 15, "done when", on a desktop and a phone: an editor creates a product with two photos
 * and an article with an inline photo in the rich-text editor, schedules the article, and after
 * its time a guest finds both on their lists, detail pages and search (the article also in the
 * home section), with responsive images; an editor imports 300 stores from a file with two bad
 * rows, gets the row report with nothing written, fixes it and imports; an editor opens a new
 * trial that members can apply to. Every back-office page is checked with axe.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '30' });
const photo = (size: number, name: string) => ({ name, mimeType: 'image/png', buffer: png(size) });

describe.each(viewports)('the back-office on $name', (viewport) => {
  test('a product with two photos and a scheduled article with an inline photo reach guests after the time', { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 5);
    const productName = `연어 스킨 케어 ${viewport.name} ${tag}`;
    const articleTitle = `고양이 물 마시기 ${viewport.name} ${tag}`;
    const { page, watcher } = await site.open(viewport, 'staff');

    // The product, with two photos and their alt texts.
    await page.goto('/staff/products/edit');
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByLabel('상품명').fill(productName);
    await page.getByLabel('중량 (g)').fill('2000');
    await page.getByLabel('정가 (원)').fill('42000');
    await page.getByLabel('강아지 · 피부 관리 도움').check();
    await page.getByLabel('열량 (kcal/kg)').fill('3650');
    await page.getByLabel('한 줄 소개').fill('연어로 피부와 털을 함께 챙겨요');
    await page.getByLabel('상품 설명').fill('피부가 예민한 소형견을 위한 연어 사료입니다.');
    await page.getByLabel('원재료').fill('연어, 현미, 귀리');
    // The analysis as rows: a third row added, the second moved below it by keyboard.
    await page.getByLabel('항목 1', { exact: true }).fill('조단백');
    await page.getByLabel('값 1', { exact: true }).fill('26% 이상');
    await page.getByLabel('항목 2', { exact: true }).fill('칼슘');
    await page.getByLabel('값 2', { exact: true }).fill('1% 이상');
    const analysis = page.getByRole('group', { name: '성분 분석 (등록 성분량)' });
    await analysis.getByRole('button', { name: '줄 추가' }).click();
    await page.getByLabel('항목 3', { exact: true }).fill('조지방');
    await page.getByLabel('값 3', { exact: true }).fill('14% 이상');
    await analysis.getByRole('button', { name: '2번째 줄 아래로' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('항목 2', { exact: true }).inputValue()).toBe('조지방');
    await page.getByLabel('새 사진 1', { exact: true }).setInputFiles(photo(900, 'front.png'));
    await page.getByLabel('새 사진 1 설명 (대체 텍스트)').fill('연어 스킨 케어 봉투 앞면');
    await page.getByLabel('새 사진 2', { exact: true }).setInputFiles(photo(700, 'kibble.png'));
    await page.getByLabel('새 사진 2 설명 (대체 텍스트)').fill('사료 알갱이 확대');
    await page.getByLabel('저장하고 바로 게시').check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByRole('status').filter({ hasText: '만들었습니다.' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: '사료 알갱이 확대' }).count()).toBe(1);
    const productId = new URL(page.url()).searchParams.get('id')!;
    expect(await page.getByLabel('항목 3', { exact: true }).inputValue()).toBe('칼슘');
    await expectAccessible(page);
    await screenshot(page, `backoffice-product-${viewport.name}`);

    // The article: text, an inline photo through the editor, a banner, scheduled 20 s ahead.
    await page.goto('/staff/articles/edit');
    await waitForHydration(page);
    const toolbar = page.getByRole('toolbar', { name: '본문 서식' });
    await toolbar.waitFor();
    await page.getByLabel('제목 (필수)', { exact: true }).fill(articleTitle);
    await page.getByLabel('요약').fill('물을 잘 안 마시는 고양이를 위한 팁');
    const body = page.getByRole('textbox', { name: '본문' });
    await body.click();
    await toolbar.getByRole('button', { name: '제목', exact: true }).click();
    await page.keyboard.type('하루 음수량 기준');
    await page.keyboard.press('Enter');
    await page.keyboard.type('체중 1kg당 40~60ml를 마시게 해 주세요.');
    await toolbar.getByRole('button', { name: '사진' }).click();
    await page.getByLabel('사진 파일').setInputFiles(photo(800, 'bowl.png'));
    await page.getByLabel('사진 설명 (대체 텍스트)', { exact: true }).fill('넓은 물그릇 앞의 고양이');
    await page.getByRole('button', { name: '사진 넣기' }).click();
    await expect.poll(() => body.getByRole('img', { name: '넓은 물그릇 앞의 고양이' }).count()).toBe(1);
    await page.getByLabel('대표 사진 (필수)', { exact: true }).setInputFiles(photo(600, 'banner.png'));
    await page.getByLabel('대표 사진 설명 (대체 텍스트)').fill('물을 마시는 고양이');
    // A whole second: the form takes seconds, so a fractional `at` would be published up to 999 ms "early".
    const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
    await page.getByLabel('예약 게시 (한국 시간)').check();
    await page.getByLabel('예약 일시').fill(isoToSeoulLocal(at) + ':' + String(at.getUTCSeconds()).padStart(2, '0'));
    await expectAccessible(page);
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByRole('status').filter({ hasText: '만들었습니다.' }).waitFor();
    await expect.poll(async () => (await page.getByRole('complementary', { name: '게시 상태' }).textContent()) ?? '').toContain('게시 예약');
    const articleId = new URL(page.url()).searchParams.get('id')!;
    await screenshot(page, `backoffice-article-${viewport.name}`);

    // A guest: the product at once, the article only after its time (the cached pages follow).
    const { page: guest, watcher: guestWatcher } = await site.open(viewport);
    await guest.goto('/health-article');
    expect(await guest.locator('main').textContent()).not.toContain(articleTitle);
    await guest.goto(`/search?q=${encodeURIComponent(productName)}`);
    expect(await guest.locator('main').getByRole('link', { name: new RegExp(productName) }).count()).toBeGreaterThan(0);
    await guest.goto(`/products/detail?id=${productId}`);
    const gallery = guest.getByRole('img', { name: '연어 스킨 케어 봉투 앞면' });
    // One picture: AVIF and WebP sources, the original's format as the img's own srcset.
    expect(await gallery.locator('xpath=..').locator('source[type="image/webp"]').getAttribute('srcset')).toContain('w=640&f=webp 640w');
    expect(await gallery.getAttribute('srcset')).toContain('w=640&f=orig 640w');
    expect(await gallery.getAttribute('sizes')).toBeTruthy();
    await guest.goto('/products/Product2?species=Dog&code=87&sort=name');
    expect(await guest.locator('main').textContent()).toContain(productName);

    await expect
      .poll(
        async () => {
          await guest.goto('/health-article');
          return (await guest.locator('main').textContent()) ?? '';
        },
        { timeout: 40_000, interval: 2000 },
      )
      .toContain(articleTitle);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await guest.goto(`/health-article/list/detail?id=${articleId}`);
    const inline = guest.getByRole('img', { name: '넓은 물그릇 앞의 고양이' });
    expect(await inline.getAttribute('srcset')).toContain('w=320&f=webp 320w');
    await guest.goto('/');
    expect(await guest.locator('main').textContent()).toContain(articleTitle);
    await guest.goto(`/search?q=${encodeURIComponent('고양이 물 마시기')}`);
    expect(await guest.locator('main').textContent()).toContain(articleTitle);
    await screenshot(guest, `backoffice-guest-article-${viewport.name}`);

    await watcher.settle();
    await guestWatcher.settle();
    expect(watcher.take()).toEqual([]);
    expect(guestWatcher.take().filter((p) => !/404/.test(p.text))).toEqual([]);
  });

  test('300 stores from a file with two bad rows: the row report and nothing written; fixed, all imported', { timeout: 60_000 }, async () => {
    const tag = `e${viewport.name[0]}${randomUUID().slice(0, 5)}`;
    const { page, watcher } = await site.open(viewport, 'staff');
    await page.goto('/staff/stores/import');
    await waitForHydration(page);
    await expectAccessible(page);
    await page
      .getByLabel('매장 목록 파일')
      .setInputFiles({ name: 'stores.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(storeXlsx(tag, 300, { 57: { region: '서울시' }, 211: { phone: '없음' } })) });
    await page.getByRole('button', { name: '확인하고 가져오기' }).click();
    const report = page.getByRole('alert').filter({ hasText: '아무것도 저장하지 않았습니다' });
    await report.waitFor();
    expect(await report.textContent()).toContain('58번째 줄');
    expect(await report.textContent()).toContain('212번째 줄');
    await expectAccessible(page);
    await screenshot(page, `backoffice-store-report-${viewport.name}`);
    const count = async () => Number((await site.server.services.db.kysely.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', `${tag}-%`).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(0);

    await page.getByLabel('매장 목록 파일').setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(storeCsv(tag, 300)) });
    await page.getByRole('button', { name: '확인하고 가져오기' }).click();
    await page.getByRole('status').filter({ hasText: '매장 300개를 가져왔습니다' }).waitFor();
    expect(await count()).toBe(300);
    await watcher.settle();
    // The refused file answers 422 by design.
    expect(watcher.take().filter((p) => !/422/.test(p.text))).toEqual([]);
  });

  test('an editor opens a new trial; a member sees it open and reaches its application form', { timeout: 60_000 }, async () => {
    const title = `새 체험 ${viewport.name} ${randomUUID().slice(0, 5)}`;
    const { page, watcher } = await site.open(viewport, 'staff');
    await page.goto('/staff/campaigns/edit');
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByLabel('캠페인 제목').fill(title);
    await page.getByLabel('한 줄 소개').fill('새로 여는 체험이에요');
    await page.getByLabel('상세 안내').fill('체험 구성: 1kg\n대상: 1살 이상');
    await page.getByLabel('체험 상품').selectOption('p-dog-coat');
    await page.getByLabel('모집 인원').fill('30');
    const now = Date.now();
    await page.getByLabel('신청 시작 (한국 시간)').fill(isoToSeoulLocal(new Date(now - 3_600_000)));
    await page.getByLabel('신청 마감 (한국 시간)').fill(isoToSeoulLocal(new Date(now + 7 * 86_400_000)));
    await page.getByLabel('당첨 발표 (한국 시간)').fill(isoToSeoulLocal(new Date(now + 8 * 86_400_000)));
    await page.getByLabel('저장하고 바로 게시').check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByRole('status').filter({ hasText: '만들었습니다.' }).waitFor();
    await screenshot(page, `backoffice-trial-${viewport.name}`);

    const { page: member, watcher: memberWatcher } = await site.open(viewport, 'member');
    await member.goto('/recruitment');
    await waitForHydration(member);
    const card = member.locator('article, li').filter({ hasText: title }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('모집중');
    const id = new URL(page.url()).searchParams.get('id');
    const form = await member.goto(`/recruitment/order?campaignId=${id}`);
    expect(form?.status()).toBe(200);
    expect(await member.locator('main').textContent()).toContain(title);
    await watcher.settle();
    await memberWatcher.settle();
    expect(watcher.take()).toEqual([]);
    expect(memberWatcher.take()).toEqual([]);
  });
});
