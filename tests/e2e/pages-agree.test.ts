import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';

/**
 * Issue 25 in the browser: the floating dock covers no content (item 4d), and sign-up has a
 * "전체 동의" box and a welcome (item 5), on a desktop and a phone.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

/** Lists with dates and card columns at the right edge, where the dock sits. */
const PAGES = ['/customer-center/news', '/products/Product2', '/', '/health-article/list', '/customer-center/faqs'];

/** The visible dock buttons that overlap a text, image or card of the main content, at the current scroll. */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && r.width > 0 && r.height > 0;
    };
    const buttons = [...document.querySelectorAll('aside[aria-label="빠른 메뉴"] a')].filter(visible);
    const content = [...document.querySelectorAll('main :is(p, h1, h2, h3, h4, li, a, time, dt, dd, img, button, label, td, th, input, select, article)')].filter(visible);
    const hits: string[] = [];
    for (const b of buttons) {
      const br = b.getBoundingClientRect();
      for (const el of content) {
        const r = el.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= window.innerHeight) continue;
        if (br.left < r.right && br.right > r.left && br.top < r.bottom && br.bottom > r.top) {
          hits.push(`${b.textContent?.trim()} over <${el.tagName.toLowerCase()}> “${(el.textContent ?? '').trim().slice(0, 30)}”`);
        }
      }
    }
    return hits;
  });
}

async function scrollTo(page: Page, where: 'top' | 'middle' | 'bottom') {
  await page.evaluate((w) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, w === 'top' ? 0 : w === 'middle' ? max / 2 : max);
  }, where);
  // The dock's "맨 위로" listens to scroll on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe.each(viewports.map((v) => [v.name, v] as const))('pages that agree on %s', (name, viewport) => {
  test('the floating 사료 찾기 / 무료 체험 buttons cover no content (item 4d)', { timeout: 120_000 }, async () => {
    const { page } = await site.open(viewport);
    // Desktop: the 1280 px, and the narrowest width the dock shows at. Phone: 390 px.
    const sizes = name === 'desktop' ? [{ width: 1280, height: 800 }, { width: 1000, height: 800 }] : [{ width: 390, height: 844 }];
    // On a phone only "맨 위로" floats (the tab bar leads elsewhere): it must clear the content at the top and at the end.
    const positions = name === 'desktop' ? (['top', 'middle', 'bottom'] as const) : (['top', 'bottom'] as const);
    const found: string[] = [];
    for (const size of sizes) {
      await page.setViewportSize(size);
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        for (const where of positions) {
          await scrollTo(page, where);
          for (const hit of await overlaps(page)) found.push(`${size.width}px ${path} (${where}): ${hit}`);
        }
      }
    }
    if (name === 'desktop') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/customer-center/news');
      await waitForHydration(page);
      await screenshot(page, 'dock-news-1280');
    }
    expect(found).toEqual([]);
  });

  test('전체 동의 ticks and unticks every consent and follows the boxes, by keyboard; the welcome says what next (item 5)', { timeout: 90_000 }, async () => {
    const { page } = await site.open(viewport);
    await page.goto('/register?startURL=%2Fbcs');
    await waitForHydration(page);
    const all = page.getByRole('checkbox', { name: '전체 동의' });
    const consents = [/^\(필수\) 이용약관/, /^\(필수\) 개인정보 수집·이용/, '(필수) 만 14세 이상입니다.', '(선택) 문자(SMS)', '(선택) 이메일', '(선택) 카카오톡 알림'].map((label) => page.getByRole('checkbox', { name: label }));
    const states = () => Promise.all(consents.map((c) => c.isChecked()));
    expect(await all.isChecked()).toBe(false);

    // Keyboard: focus the box and press Space.
    await all.focus();
    await page.keyboard.press('Space');
    expect(await states()).toEqual([true, true, true, true, true, true]);
    expect(await all.isChecked()).toBe(true);
    await screenshot(page, `register-agree-all-${name}`);

    // One box unticked: 전체 동의 follows; ticked again: it follows back.
    await consents[3]!.uncheck();
    expect(await all.isChecked()).toBe(false);
    await consents[3]!.check();
    expect(await all.isChecked()).toBe(true);

    // Unticking 전체 동의 unticks every box.
    await all.focus();
    await page.keyboard.press('Space');
    expect(await states()).toEqual([false, false, false, false, false, false]);
    await expectAccessible(page);

    // Sign up with the required consents only, through 전체 동의 and the optional ones off.
    await all.check();
    for (const optional of consents.slice(3)) await optional.uncheck();
    expect(await all.isChecked()).toBe(false);
    await page.getByLabel(/^이름/).fill('한바다');
    await page.getByLabel(/^이메일 \(아이디\)/).fill(`agree-${name}-${Date.now()}@example.com`);
    await page.getByLabel(/^비밀번호( \(필수\))?$/).fill('sea breeze walks 2026');
    await page.getByLabel(/^비밀번호 확인/).fill('sea breeze walks 2026');
    await page.getByLabel(/^휴대폰 번호/).fill('010-3456-7890');
    await Promise.all([page.waitForURL(/\/register\/welcome\?startURL=%2Fbcs$/), page.getByRole('button', { name: '가입하기', exact: true }).click()]);
    await waitForHydration(page);
    await page.getByRole('heading', { name: '한바다님, 가입을 환영해요!' }).waitFor();
    expect(await page.getByRole('link', { name: /반려동물 등록하기/ }).getAttribute('href')).toBe('/mypage/mypet/register');
    expect(await page.getByRole('link', { name: /건강 체크 해 보기/ }).getAttribute('href')).toBe('/bcs');
    expect(await page.getByRole('link', { name: '보던 화면으로 계속하기' }).getAttribute('href')).toBe('/bcs');
    await expectAccessible(page);
    await screenshot(page, `register-welcome-${name}`);
  });

  test('without JavaScript the consent boxes work and 전체 동의 is not offered (item 5)', { timeout: 60_000 }, async () => {
    const context = await site.browser.newContext({ baseURL: site.url, viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false, locale: 'ko-KR' });
    try {
      const page = await context.newPage();
      await page.goto('/register');
      expect(await page.getByRole('checkbox', { name: '전체 동의' }).isVisible()).toBe(false);
      await page.getByRole('checkbox', { name: '(선택) 이메일' }).check();
      expect(await page.getByRole('checkbox', { name: '(선택) 이메일' }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
