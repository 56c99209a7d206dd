import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { png } from '../fixtures/images';
import { createCampaign } from '../fixtures/recruitment';

/**
 * Issue 15 item 6 and issue 24 item 2, on a desktop and a phone: an editor adds a section to the
 * home page with a featured-products widget naming a product and a banner with an uploaded photo
 * whose link is a trial campaign found by its name in the link picker (a typed address that
 * leaves the site is refused first), sees the section in the editor's live preview as guests
 * will before saving, saves the draft, previews it on the real home page, publishes it, and a
 * guest sees both on `/` (the banner as a responsive picture with its alt text and the
 * campaign's link). Reordering is by buttons, with the keyboard, and the focus stays on the
 * moved item. No English keys or CSS words on screen; nothing wider than the phone. Axe checks it.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '30' });

describe.each(viewports)('the home page editor on $name', (viewport) => {
  test('a section with a product and a banner: draft, preview, publish, a guest sees it', { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 5);
    const title = `이 주의 추천 ${viewport.name} ${tag}`;
    const bannerAlt = `겨울 체험단 모집 ${viewport.name} ${tag}`;
    const campaignTitle = `링크 체험단 ${viewport.name} ${tag}`;
    const campaignId = await createCampaign(site.server.services, { title: campaignTitle });
    const campaignPath = `/recruitment/order?campaignId=${campaignId}`;
    const product = await site.server.services.db.kysely.selectFrom('products').select(['id', 'name']).where('is_active', '=', 1).where('deleted_at', 'is', null).orderBy('name').executeTakeFirstOrThrow();

    // A guest's copy of the home page before the change (kept in the guest page cache).
    const { page: guest, watcher: guestWatcher } = await site.open(viewport);
    await guest.goto('/');
    expect(await guest.locator('main').textContent()).not.toContain(title);

    const { page, watcher } = await site.open(viewport, 'staff');
    await page.goto('/staff/home');
    await waitForHydration(page);
    await expectAccessible(page);
    const sections = page.locator('ol[aria-label="섹션 목록"] > li');
    const before = await sections.count();
    const controls = (await page.locator('ol[aria-label="섹션 목록"]').textContent()) ?? '';
    for (const word of ['섹션 키', '칸 키', 'Column', 'hero', 'featured', 'cover', 'contain', 'no-repeat', '/12']) expect(controls, word).not.toContain(word);

    await page.getByRole('button', { name: '+ 섹션 추가' }).click();
    await expect.poll(() => sections.count()).toBe(before + 1);
    const added = sections.last();
    await added.getByLabel('칸 배치').selectOption({ label: '나란히 (휴대폰에서는 위아래로)' });
    await added.getByLabel('칸 너비 (컴퓨터 화면에서)').selectOption({ label: '전체 폭' });

    // The featured products, naming a product of the catalogue.
    await added.getByLabel('위젯 종류').selectOption('featured-products');
    await added.getByRole('button', { name: '+ 위젯 추가' }).click();
    await added.getByLabel(/^제목( \*)?$/).fill(title);
    await added.getByLabel('상품', { exact: true }).selectOption(product.id);
    await added.getByRole('button', { name: '+ 상품 추가' }).click();
    await expect.poll(async () => (await added.getByRole('group', { name: '보여 줄 상품 (순서대로)' }).textContent()) ?? '').toContain(product.name);
    await added.getByLabel('보여 줄 개수 (1~12)').fill('1');

    // The banner: a photo through the image pipeline, its alt text, link and period.
    await added.getByLabel('위젯 종류').selectOption('banner');
    await added.getByRole('button', { name: '+ 위젯 추가' }).click();
    const banner = added.locator('li').filter({ hasText: '위젯 2 · 배너' });
    await banner.getByLabel('사진 파일 (JPG, PNG, WEBP · 10MB 이하)').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(900) });
    await banner.getByLabel('사진 설명 (대체 텍스트)', { exact: true }).fill(bannerAlt);
    await banner.getByRole('button', { name: '사진 올리기' }).click();
    await banner.getByText('사진을 올렸습니다.').waitFor();
    await expect.poll(() => banner.getByLabel('배너 설명 (대체 텍스트)').inputValue()).toBe(bannerAlt);
    await banner.getByLabel('주소 직접 입력').check();
    await banner.getByLabel('사이트 안의 주소 (/로 시작)').fill('https://elsewhere.example/');

    // The page checks links with the server's schema before sending anything.
    await page.getByRole('button', { name: '임시 저장' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('링크는 찾아서 고르거나, /로 시작하는 사이트 주소로 입력해 주세요.');
    // The campaign, found by its name.
    await banner.getByLabel('연결할 곳 찾기').fill(campaignTitle);
    await banner.getByRole('button', { name: new RegExp(`무료 체험 ${campaignTitle}`) }).click();
    await expect.poll(async () => (await banner.getByRole('group', { name: /배너를 누르면 여는 곳/ }).textContent()) ?? '').toContain(campaignTitle);

    // The live preview shows the section as guests will see it, before anything is saved.
    const livePreview = page.getByRole('region', { name: '미리보기' });
    await expect.poll(async () => (await livePreview.textContent()) ?? '').toContain(title);
    await expect.poll(() => livePreview.getByRole('link', { name: bannerAlt }).count()).toBe(1);
    expect(await livePreview.getByRole('link', { name: bannerAlt }).getAttribute('href')).toBe(campaignPath);
    expect(await livePreview.getByRole('img', { name: bannerAlt }).count()).toBe(1);
    expect(await livePreview.getByRole('link', { name: new RegExp(product.name) }).count()).toBeGreaterThan(0);
    if (viewport.name !== 'desktop') {
      // On a phone the preview comes under the controls, and nothing is wider than the screen.
      const [controlsBox, previewBox] = [await page.locator('ol[aria-label="섹션 목록"]').boundingBox(), await livePreview.boundingBox()];
      expect(previewBox!.y).toBeGreaterThan(controlsBox!.y + controlsBox!.height - 1);
      // The narrowest phone the site supports: still nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: viewport.height });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Reordering by keyboard: the banner goes above the products, and back.
    await banner.getByRole('button', { name: /위젯 2 위로$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await added.locator('li').filter({ hasText: '위젯 1 · 배너' }).count()) > 0).toBe(true);
    // The focus stays with the moved banner (at the top now: its "아래로" button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/위젯 1 아래로$/);
    await added.locator('li').filter({ hasText: '위젯 1 · 배너' }).getByRole('button', { name: /위젯 1 아래로$/ }).press('Enter');
    await expect.poll(async () => (await added.locator('li').filter({ hasText: '위젯 2 · 배너' }).count()) > 0).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `home-editor-${viewport.name}`);

    await page.getByRole('button', { name: '임시 저장' }).click();
    await page.getByRole('status').filter({ hasText: '임시 저장했습니다.' }).waitFor();
    await waitForHydration(page);

    // The guest still sees the published page; the preview shows the draft through the real home page.
    await guest.goto('/');
    expect(await guest.locator('main').textContent()).not.toContain(title);
    const preview = await page.context().newPage();
    await preview.goto('/?preview=1');
    expect(await preview.locator('main').textContent()).toContain(title);
    expect(await preview.getByRole('status').filter({ hasText: '미리보기: 홈 화면 편집의 임시 저장본입니다' }).count()).toBe(1);
    expect(await preview.getByRole('img', { name: bannerAlt }).count()).toBe(1);
    await screenshot(preview, `home-editor-preview-${viewport.name}`);
    await preview.close();

    await page.getByRole('button', { name: '게시하기' }).click();
    await page.getByRole('status').filter({ hasText: '게시했습니다.' }).waitFor();

    // The guest, at once (the cached home page was dropped): the products and the banner.
    await guest.goto('/');
    const main = guest.locator('main');
    expect(await main.textContent()).toContain(title);
    expect(await main.getByRole('link', { name: new RegExp(product.name) }).count()).toBeGreaterThan(0);
    const picture = guest.getByRole('img', { name: bannerAlt });
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.getAttribute('srcset')).toContain('w=640&f=orig 640w');
    expect(await picture.locator('xpath=..').locator('source[type="image/webp"]').getAttribute('srcset')).toContain('w=640&f=webp 640w');
    expect(await picture.getAttribute('sizes')).toBeTruthy();
    expect(await picture.getAttribute('width')).toBe('900');
    expect(await guest.getByRole('link', { name: bannerAlt }).getAttribute('href')).toBe(campaignPath);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await guest.getByRole('link', { name: bannerAlt }).scrollIntoViewIfNeeded();
    await screenshot(guest, `home-editor-guest-${viewport.name}`);

    // The admin finds the publication in the audit trail as a sentence.
    await page.goto('/staff/audit?kind=change');
    const published = page.getByTestId('audit-entry').filter({ hasText: '홈 화면' }).filter({ hasText: '게시했습니다.' }).first();
    await published.waitFor();
    expect(await published.textContent()).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}/);

    await watcher.settle();
    await guestWatcher.settle();
    expect(watcher.take()).toEqual([]);
    expect(guestWatcher.take()).toEqual([]);
  });
});
