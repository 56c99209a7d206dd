import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, phone, type Viewport } from '../fixtures/browser';
import { expectClean, load, siteFixture } from '../fixtures/e2e';

/**
 * Small things a shopper notices (issue 25 item 7, decision 055), each checked where it can come
 * back without anyone noticing: codes and meta lines that break in the wrong place, a bookmark
 * over the packshot, an offer of a coupon the member already holds, doubled or unspaced labels,
 * a table cut off on a phone, a "0건" advertised, and desktop pages in a narrow column with the
 * step indicator off the form's centre. And the pack art: neighbours in a list never look alike.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' }, { memberData: true });

const narrow: Viewport = { ...phone, width: 320 };
const wideDesktop: Viewport = { ...desktop, width: 1280, height: 800 };

/** Every "·" (or `mark`) of the matched elements that is the first thing on its rendered line. */
async function linesStartingWith(page: Page, selector: string, mark: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, mark }) => {
      const found: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        const chars: { ch: string; left: number; top: number }[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            if (text[i]!.trim() === '') continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0) chars.push({ ch: text[i]!, left: rect.left, top: Math.round(rect.top) });
          }
        }
        for (const c of chars) {
          if (c.ch !== mark) continue;
          const sameLine = chars.filter((o) => Math.abs(o.top - c.top) <= 2);
          if (!sameLine.some((o) => o.left < c.left - 0.5)) found.push((el.textContent ?? '').trim());
        }
      }
      return found;
    },
    { selector, mark },
  );
}

describe('small things a shopper notices', () => {
  test('the coupon number breaks only between its groups, and fits one line on a phone', async () => {
    for (const viewport of [phone, narrow]) {
      const s = await site.open(viewport, 'member');
      await load(s, `/mypage/myrecruitment-order/coupon?id=${site.memberData.couponId}`);
      const code = s.page.getByTestId('coupon-code');
      await expect.poll(() => code.count()).toBe(1);
      const groups = await code.evaluate((el) => [...el.querySelectorAll('[data-code-group]')].map((g) => ({ rects: g.getClientRects().length, top: Math.round(g.getBoundingClientRect().top) })));
      expect(groups, viewport.name).toHaveLength(4);
      for (const g of groups) expect(g.rects, `a group of the code split over lines at ${viewport.width}px`).toBe(1);
      if (viewport.width >= 390) expect(new Set(groups.map((g) => g.top)).size, 'the code on one line').toBe(1);
      expect((await code.textContent())?.replace(/[^A-Z0-9]/g, '')).toHaveLength(16);
      await expectClean(s);
    }
  });

  test('product cards: the bookmark is off the packshot, meta lines never start with "·", neighbours look different', async () => {
    for (const viewport of [phone, narrow, wideDesktop]) {
      const s = await site.open(viewport, 'member');
      await load(s, '/products/Product2');
      const cards = await s.page.locator('main article').evaluateAll((articles) =>
        articles.map((a) => {
          const img = a.querySelector('img')!.getBoundingClientRect();
          const button = a.querySelector('form button, button')?.getBoundingClientRect() ?? null;
          const overlaps = button !== null && button.left < img.right && button.right > img.left && button.top < img.bottom && button.bottom > img.top;
          return { overlaps, src: a.querySelector('img')!.getAttribute('src') ?? '', avif: a.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset') ?? '' };
        }),
      );
      expect(cards.length, viewport.name).toBeGreaterThan(4);
      for (const [i, c] of cards.entries()) {
        expect(c.overlaps, `card ${i}: the bookmark over the packshot at ${viewport.width}px`).toBe(false);
        // The pack art is served as the pipeline's variants (AVIF / WebP at 320, 640, 1280 px).
        expect(c.avif, `card ${i}`).toMatch(/[?&]w=320&f=avif 320w/);
        if (i > 0) expect(c.src.split('?')[0], `card ${i} shows the same picture as the one before`).not.toBe(cards[i - 1]!.src.split('?')[0]);
      }
      expect(await linesStartingWith(s.page, 'main article [data-meta-line]', '·'), `meta lines at ${viewport.width}px`).toEqual([]);
      await expectClean(s);
    }
  });

  test('product page: the breadcrumb leaves no "›" alone, reviews do not say "0건", a held 1+1 coupon is shown, not offered', async () => {
    const guest = await site.open(phone);
    await load(guest, '/products/detail?id=p-dog-derma-adult');
    const plus1 = guest.page.locator('[data-next="plus1"]');
    await expect.poll(() => plus1.textContent()).toContain('1+1 쿠폰 받기');

    const s = await site.open(narrow, 'member');
    await load(s, '/products/detail?id=p-dog-derma-adult');
    const held = s.page.locator('[data-next="plus1"]');
    expect(await held.textContent()).toContain('쿠폰함에서 보기');
    expect(await held.textContent()).not.toContain('쿠폰 받기');
    expect(await held.locator('a').getAttribute('href')).toContain(`/mypage/myrecruitment-order/coupon?id=${site.memberData.couponId}`);

    const separators = await s.page.locator('nav[aria-label="현재 위치"] li').evaluateAll((items) =>
      items.map((li, i) => ({ before: getComputedStyle(li, '::before').content, after: getComputedStyle(li, '::after').content, last: i === items.length - 1 })),
    );
    for (const item of separators) {
      expect(item.before, 'no separator before a crumb').toMatch(/^(none|normal)$/);
      if (!item.last) expect(item.after, 'the separator ends the crumb before').toContain('›');
    }
    expect(await linesStartingWith(s.page, 'main [data-meta-line]', '·')).toEqual([]);

    await load(s, '/products/detail?id=p-cat-kitten');
    const reviews = s.page.getByTestId('product-reviews');
    expect(await reviews.textContent()).not.toMatch(/0\s*건/);
    expect(await reviews.textContent()).toContain('첫 리뷰');
    await expectClean(s);
  });

  test('a pinned notice of the category 공지 says it once', async () => {
    const s = await site.open(phone);
    await load(s, `/customer-center/news/details?id=${site.memberData.newsId}`);
    const meta = (await s.page.locator('main time').first().evaluate((t) => t.parentElement?.textContent ?? '')).replace(/\s+/g, ' ');
    expect(meta).not.toMatch(/공지\s*공지/);
    await load(s, '/customer-center/news');
    expect(await s.page.locator('main').textContent()).not.toMatch(/공지\s*공지/);
  });

  test('sensitivity result: "관리 필요" with its space, its text clear of the coloured band', async () => {
    const s = await site.open(phone, 'member');
    await load(s, `/sensitivitycheck/step4?log=${site.memberData.sensitivityLogId}`);
    const main = (await s.page.locator('main').textContent()) ?? '';
    expect(main).toContain('관리 필요');
    expect(main).not.toContain('관리필요');
    const gaps = await s.page.locator('main li[data-category]').evaluateAll((cards) =>
      cards.map((card) => {
        const [head, body] = [card.children[0]!, card.children[1]!];
        return body.firstElementChild!.getBoundingClientRect().top - head.getBoundingClientRect().bottom;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
    expect(await linesStartingWith(s.page, 'main [data-meta-line]', '·')).toEqual([]);
    await load(s, `/mypage/pet-health-report?pet=${site.memberData.dogId}`);
    expect(await s.page.locator('main').textContent()).not.toContain('관리필요');
  });

  test('health report on a phone: every column of the BCS table shows, nothing scrolled out of sight', async () => {
    for (const viewport of [phone, narrow]) {
      const s = await site.open(viewport, 'member');
      await load(s, `/mypage/pet-health-report?pet=${site.memberData.dogId}`);
      const region = s.page.getByRole('region', { name: 'BCS 체크 기록 표' });
      const box = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      // The caption is one line across, not a column of single letters.
      expect(await region.locator('caption').evaluate((c) => c.getBoundingClientRect().height)).toBeLessThan(40);
      expect(box.scroll, `the table is wider than its box at ${viewport.width}px`).toBeLessThanOrEqual(box.client + 1);
      for (const label of ['적정 체중', '하루 급여량']) {
        const cells = await region.locator(`td[data-label="${label}"]`).evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
        expect(cells.length).toBeGreaterThan(0);
        for (const right of cells) expect(right).toBeLessThanOrEqual(viewport.width);
      }
    }
  });

  test('desktop: step indicator centred over its form, brand text beside its picture, profile beside the other forms', async () => {
    const s = await site.open(wideDesktop, 'member');
    await load(s, `/bcs/step3?species=dog&pet=${site.memberData.dogId}&weight=4.2&stage=adult`);
    const centreOf = (selector: string) => s.page.locator(selector).first().evaluate((el) => { const r = el.getBoundingClientRect(); return { centre: r.left + r.width / 2, width: r.width }; });
    const steps = await centreOf('ol[aria-label="체크 진행 단계"]');
    const form = await centreOf('main form');
    expect(Math.abs(steps.centre - form.centre), 'indicator and form share a centre').toBeLessThanOrEqual(4);
    expect(form.width, 'the form uses the width').toBeGreaterThan(900);

    await load(s, '/about-us/our-value');
    const hero = await s.page.locator('main figure').first().boundingBox();
    const lead = await s.page.locator('main figure + p').first().boundingBox();
    expect(hero && lead && hero.x + hero.width <= lead.x, 'the picture beside the text').toBe(true);

    await load(s, '/mypage/edit');
    const profile = await s.page.locator('section[aria-labelledby="profile-title"]').boundingBox();
    const email = await s.page.locator('section[aria-labelledby="email-title"]').boundingBox();
    expect(profile && email && profile.x + profile.width <= email.x, 'the e-mail form beside the profile').toBe(true);
    await expectClean(s);
  });
});
