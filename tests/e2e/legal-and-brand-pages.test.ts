import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';

/**
 * Issue 15 item 7 on a desktop and a phone: an editor rewrites the about-us page (reorders its
 * sections, adds one) and publishes it, and a guest sees it; sign-up links to the terms and the
 * privacy policy in force; the staff screens of the terms and the public versions page.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '30' });

describe.each(viewports)('legal and brand pages on $name', (viewport) => {
  test('an editor edits the about-us page and a guest sees it', { timeout: 90_000 }, async () => {
    const editor = await signedInMember(site.server.services, 'editor', '편집자');
    const { page } = await site.open(viewport, { cookie: editor.cookie });
    const lead = `${viewport.name}에서 고친 브랜드 이야기 첫 문단이에요.`;
    const added = `${viewport.name} 새 섹션`;

    await page.goto('/staff/brand-pages');
    await waitForHydration(page);
    await expectAccessible(page);
    await screenshot(page, `brand-pages-list-${viewport.name}`);
    await page.getByRole('link', { name: '{brand} 이야기' }).or(page.getByRole('link', { name: '도담펫 이야기' })).first().click();
    await page.waitForURL(/\/staff\/brand-pages\/edit\?id=about-us$/);
    await waitForHydration(page);
    await page.getByLabel('첫 문단 (리드)').fill(lead);
    // The third section moves up one place; a new section goes at the end.
    const second = await page.getByRole('group', { name: '섹션 2' }).getByLabel('섹션 제목').inputValue();
    const third = await page.getByRole('group', { name: '섹션 3' }).getByLabel('섹션 제목').inputValue();
    const count = await page.getByRole('group', { name: /^섹션 \d+$/ }).count();
    await page.getByRole('button', { name: '섹션 3 위로' }).click();
    await expect.poll(() => page.getByRole('group', { name: '섹션 2' }).getByLabel('섹션 제목').inputValue()).toBe(third);
    await page.getByRole('button', { name: '섹션 추가' }).click();
    const last = page.getByRole('group', { name: `섹션 ${count + 1}` });
    await last.getByLabel('섹션 제목').fill(added);
    await last.getByLabel('문단').fill('새로 더한 섹션의 문단입니다.');
    await page.getByLabel('저장하고 바로 게시').check();
    await expectAccessible(page);
    await screenshot(page, `brand-page-editor-${viewport.name}`);
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByRole('status').filter({ hasText: '저장했습니다.' }).waitFor();

    const guest = await site.open(viewport, 'guest');
    await guest.page.goto('/about-us');
    await waitForHydration(guest.page);
    await expect.poll(() => guest.page.getByText(lead).count()).toBe(1);
    await guest.page.getByRole('heading', { name: added }).waitFor();
    const headings = await guest.page.locator('main h2').allTextContents();
    expect(headings.indexOf(third)).toBeLessThan(headings.indexOf(second));
    await expectAccessible(guest.page);
    await screenshot(guest.page, `about-us-edited-${viewport.name}`);

    // The event page's words in the same editor (no picture or button fields: those are the page's own).
    await page.goto('/staff/brand-pages/edit?id=cat-ageing-event');
    await waitForHydration(page);
    await page.getByText('이벤트 페이지: 첫 문단은 맨 위의 작은 머리글').waitFor();
    expect(await page.getByLabel('대표 사진 바꾸기').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, `event-page-editor-${viewport.name}`);
    await guest.page.goto('/event/cat-ageing-7');
    await waitForHydration(guest.page);
    await guest.page.getByRole('heading', { name: '이벤트 혜택' }).waitFor();
    await screenshot(guest.page, `event-page-${viewport.name}`);
  });

  test('sign-up links to the terms and the privacy policy in force; they show their versions', { timeout: 60_000 }, async () => {
    const { page } = await site.open(viewport, 'guest');
    await page.goto('/register');
    await waitForHydration(page);
    const terms = page.getByRole('link', { name: /이용약관/ }).first();
    await expect.poll(() => terms.getAttribute('href')).toBe('/terms');
    await expect.poll(() => page.getByRole('link', { name: /개인정보처리방침/ }).first().getAttribute('href')).toBe('/privacy');
    await expect.poll(() => page.getByText(/제1판, \d{4}\.\d{2}\.\d{2} 시행/).count()).toBe(2);
    await screenshot(page, `register-terms-${viewport.name}`);

    await page.goto('/terms');
    await waitForHydration(page);
    await page.getByRole('heading', { name: '제1조 (목적)' }).waitFor();
    await page.getByRole('heading', { name: '이용약관 버전 기록' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `terms-${viewport.name}`);
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.getByRole('heading', { name: '10. 개인정보 보호책임자' }).waitFor();
    await screenshot(page, `privacy-${viewport.name}`);

    const admin = await site.open(viewport, 'staff');
    await admin.page.goto('/staff/legal');
    await waitForHydration(admin.page);
    await expectAccessible(admin.page);
    await screenshot(admin.page, `staff-legal-${viewport.name}`);
    await admin.page.getByRole('link', { name: '새 버전 쓰기' }).first().click();
    await admin.page.waitForURL(/\/staff\/legal\/edit\?kind=terms$/);
    await waitForHydration(admin.page);
    await expect.poll(() => admin.page.getByLabel('본문').inputValue()).toContain('제1조 (목적)');
    await expectAccessible(admin.page);
    await screenshot(admin.page, `staff-legal-edit-${viewport.name}`);
  });
});
