import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { navVisibility } from '#app/config/nav-visibility';
import { findSiteRouteByPath } from '#app/config/site-routes';
import { desktop, phone, screenshot, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, pathOf, type Session, siteFixture } from '../fixtures/e2e';
import { registerPet } from '../fixtures/pets';

/**
 * The health programs walked in a browser on a phone (and the main flow on a desktop): every
 * step is a real page, answers survive reload and back, guests see results and are offered
 * login, members' results land in the health report. The dock bar and the mobile navigation
 * follow SPEC 2.3 on every step.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

beforeAll(async () => {
  // The member keeps a cat for the cats signal; the dog is registered from a program's step 1.
  await registerPet(site.server, site.member.cookie, { name: '나비', species: 'cat', breed: '코리안 숏헤어', birthYear: '2016', weightKg: '5.2' });
});

/** Waits for the page at `pathname` to be hydrated and checks its shell against SPEC 2.3. */
async function arrived(s: Session, pathname: string): Promise<void> {
  await s.page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
  await waitForHydration(s.page);
  await s.watcher.settle();
  const route = findSiteRouteByPath(pathname);
  expect(route, `a site route for ${pathname}`).toBeDefined();
  const rule = navVisibility(route!.id);
  expect(await s.page.locator('aside[aria-label="빠른 메뉴"]').count(), `dock bar on ${pathname}`).toBe(rule.dockBar ? 1 : 0);
  const nav = s.page.locator('nav[aria-label="모바일 메뉴"]');
  const navShown = (await nav.count()) > 0 && (await nav.first().isVisible());
  expect(navShown, `mobile navigation on ${pathname}`).toBe(s.viewport.name === 'phone' && rule.mobileNav);
}

/** Ticks a radio or checkbox card by its label text, as a finger would. */
async function choose(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('label', { hasText: text }).first().click();
}

async function next(page: Page, name: string | RegExp = '다음'): Promise<void> {
  await page.getByRole('button', { name }).click();
}

async function checkedValues(page: Page, name: string): Promise<string[]> {
  return page.locator(`input[name="${name}"]:checked`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
}

describe.each([phone, desktop])('sensitivity check as a guest on $name', (viewport) => {
  test('walks to the result; answers survive reload and back; exclusive ‘이상 없음’', async () => {
    const s = await site.open(viewport, 'guest');
    const { page } = s;
    await page.goto('/sensitivitycheck');
    await arrived(s, '/sensitivitycheck');
    await page.getByRole('link', { name: '민감도 체크 시작하기' }).click();
    await arrived(s, '/sensitivitycheck/step1');
    await choose(page, '고양이');
    // Without the age the check cannot pick feeds that fit: step 1 asks for it.
    await next(page);
    await arrived(s, '/sensitivitycheck/step1');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('나이대를 골라 주세요.');
    await choose(page, '1~6세 (어덜트)');
    await next(page);
    await arrived(s, '/sensitivitycheck/step2');
    await choose(page, '비뇨기');
    await choose(page, '헤어볼');
    await next(page);
    await arrived(s, '/sensitivitycheck/step2_1');
    expect(await page.locator('legend').first().textContent()).toContain('비뇨기: ');

    // '이상 없음' clears the others, and another choice clears '이상 없음'.
    await choose(page, '화장실을 자주 들락거리는데 소변 양은 적어요.');
    await choose(page, '이상 없음');
    expect(await checkedValues(page, 'a')).toEqual(['cat-urinary-q5']);
    await choose(page, '물을 잘 마시지 않는 편이에요.');
    expect(await checkedValues(page, 'a')).toEqual(['cat-urinary-q4']);

    // Reload keeps the answer (it lives in the URL).
    await page.reload();
    await arrived(s, '/sensitivitycheck/step2_1');
    expect(await checkedValues(page, 'a')).toEqual(['cat-urinary-q4']);

    await next(page, '다음 질문');
    await arrived(s, '/sensitivitycheck/step2_1');
    expect(await page.locator('legend').first().textContent()).toContain('헤어볼: ');
    await choose(page, '털 뭉치를 토할 때가 있어요.');

    // Back goes to the first question page with its answer; forward finds the second one's.
    await page.goBack();
    await arrived(s, '/sensitivitycheck/step2_1');
    expect(await page.locator('legend').first().textContent()).toContain('비뇨기: ');
    expect(await checkedValues(page, 'a')).toEqual(['cat-urinary-q4']);
    await page.goForward();
    await arrived(s, '/sensitivitycheck/step2_1');
    expect(await checkedValues(page, 'a')).toEqual(['cat-hairball-q1']);

    // Submitting with nothing ticked is refused with a message.
    await choose(page, '털 뭉치를 토할 때가 있어요.');
    expect(await checkedValues(page, 'a')).toEqual([]);
    await next(page, '답변 확인하기');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('해당하는 항목을 하나 이상 골라 주세요');
    await choose(page, '털 뭉치를 토할 때가 있어요.');
    await next(page, '답변 확인하기');

    await arrived(s, '/sensitivitycheck/step3');
    await expect.poll(() => page.locator('main').textContent()).toContain('물을 잘 마시지 않는 편이에요.');
    await page.getByRole('link', { name: '결과 보기' }).click();
    await arrived(s, '/sensitivitycheck/step4');
    const cards = await page.locator('[data-category]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-category'), e.getAttribute('data-status')]));
    expect(cards).toEqual([
      ['urinary', 'Caution'],
      ['hairball', 'Caution'],
    ]);
    await expect.poll(() => page.locator('main').textContent()).toContain('비뇨기 관리 도움');
    await expect.poll(() => page.getByRole('link', { name: '로그인하고 저장하기' }).count()).toBe(1);
    await page.reload();
    await arrived(s, '/sensitivitycheck/step4');
    expect(await page.locator('[data-category]').count()).toBe(2);
    await expectAccessible(page, { where: 'sensitivity result' });
    if (viewport.name === 'phone') await screenshot(page, 'phone-sensitivity-result-guest');
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });
});

describe('other programs as a guest on a phone', () => {
  test('BCS check: weight, drawn body shapes, result with grams and popup slides', async () => {
    const s = await site.open(phone, 'guest');
    const { page } = s;
    await page.goto('/bcs/step1');
    await arrived(s, '/bcs/step1');
    await choose(page, '강아지');
    await next(page);
    await arrived(s, '/bcs/step2');
    await page.getByLabel(/지금 몸무게/).fill('4.55');
    await choose(page, '어덜트 (1~6세)');
    await next(page);
    await arrived(s, '/bcs/step2');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('소수점 한 자리까지');
    await page.getByLabel(/지금 몸무게/).fill('12');
    await next(page);
    await arrived(s, '/bcs/step3');
    await choose(page, '지방이 두꺼워 꾹 눌러야 갈비뼈가 만져져요.');
    await choose(page, '허리 라인이 거의 보이지 않고 일자에 가까워요.');
    await choose(page, '가슴에서 배로 완만하게 올라가요.');
    await expectAccessible(page, { where: 'BCS step 3' });
    await next(page, '결과 보기');
    await arrived(s, '/bcs/step4');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('과체중');
    expect(main).toContain('조금만 관리하면 금방 돌아와요');
    expect(main).toMatch(/하루 급여량 약 \d+g/);
    await page.getByRole('button', { name: '관리 가이드 자세히 보기' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain('1 / 3');
    await dialog.getByRole('button', { name: /다음/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('2 / 3');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expectAccessible(page, { where: 'BCS result' });
    await screenshot(page, 'phone-bcs-result-guest');
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });

  test('breed sensitivity: search, basic data, result and health tip', async () => {
    const s = await site.open(phone, 'guest');
    const { page } = s;
    await page.goto('/breedsensitivity/step1');
    await arrived(s, '/breedsensitivity/step1');
    await choose(page, '강아지');
    await next(page);
    await arrived(s, '/breedsensitivity/step2');
    await page.getByLabel('품종 검색').fill('웰시');
    await expect.poll(() => page.locator('input[name="breed"]').count()).toBe(1);
    await choose(page, '웰시 코기');
    await next(page);
    await arrived(s, '/breedsensitivity/step3');
    await page.getByLabel(/나이/).selectOption('8');
    await choose(page, '했어요');
    await next(page, '결과 보기');
    await arrived(s, '/breedsensitivity/result');
    const cards = await page.locator('[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(cards).toEqual(['weight', 'digest', 'fur', 'neutral']);
    await page.getByRole('link', { name: '웰시 코기 건강 팁 보기' }).click();
    await arrived(s, '/breedsensitivity/health-tip');
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('웰시 코기 건강 팁');
    await expectAccessible(page, { where: 'breed health tip' });
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });

  test('cats signal: signs to care lines', async () => {
    const s = await site.open(phone, 'guest');
    const { page } = s;
    await page.goto('/cats-signal/step1');
    await arrived(s, '/cats-signal/step1');
    await choose(page, '시니어 (7세 이상)');
    await next(page);
    await arrived(s, '/cats-signal/step2');
    await choose(page, '화장실을 자주 들락거리는데 소변 양이 적어요.');
    await page.locator('fieldset', { hasText: '행동' }).locator('label', { hasText: '해당 없어요' }).click();
    await next(page);
    await arrived(s, '/cats-signal/step3');
    await page.locator('fieldset', { hasText: '털·피부' }).locator('label', { hasText: '해당 없어요' }).click();
    await choose(page, '허겁지겁 먹고도 더 달라고 보채요.');
    await choose(page, '입 냄새가 심해졌어요.');
    await next(page, '결과 보기');
    await arrived(s, '/cats-signal/step4');
    const cards = await page.locator('[data-category]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-category'), e.getAttribute('data-status')]));
    // SPEC 9.8's cat display order: 25 (urinary), 27 (light weight), 30 (dental).
    expect(cards).toEqual([
      ['urinary', 'Action Required'],
      ['light-weight', 'Caution'],
      ['dental', 'Caution'],
    ]);
    await expect.poll(() => page.getByRole('link', { name: '7세 이상 고양이 노화 케어 이벤트 보기' }).count()).toBe(1);
    await expectAccessible(page, { where: 'cats signal result' });
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });

  test('pet food finder: answers to feeds and daily grams', async () => {
    const s = await site.open(phone, 'guest');
    const { page } = s;
    await page.goto('/pet-food-finder');
    await arrived(s, '/pet-food-finder');
    await choose(page, '강아지');
    await choose(page, '어덜트 (1~6세)');
    await choose(page, '소형견 (10kg 미만)');
    await page.getByLabel('몸무게 (kg)').fill('5.4');
    await choose(page, '적어요 (하루 대부분 쉬어요)');
    await choose(page, '통통해요');
    await choose(page, '안 했어요');
    await choose(page, '피부');
    await next(page, '맞는 사료 찾기');
    await page.waitForURL((url) => url.searchParams.get('run') === '1');
    await waitForHydration(page);
    await expect.poll(() => page.locator('#finder-result').textContent()).toContain('강아지에게 추천하는 사료');
    expect(await page.locator('#finder-result a[href^="/products/detail/?id="]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#finder-result').textContent()).toMatch(/하루 약 \d+g/);
    await expectAccessible(page, { where: 'pet food finder result' });
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });
});

describe('a member on a phone', () => {
  test('registers a dog from step 1, saves a sensitivity check, a BCS check and a cats signal, and finds them in the health report', async () => {
    const s = await site.open(phone, 'member');
    const { page } = s;

    // Sensitivity check with a pet registered on the way.
    await page.goto('/sensitivitycheck/step1');
    await arrived(s, '/sensitivitycheck/step1');
    await page.getByRole('link', { name: /새 반려동물 등록하고 체크하기/ }).click();
    await page.waitForURL((url) => url.searchParams.get('new') === '1');
    await waitForHydration(page);
    await page.getByLabel(/^이름/).fill('초코');
    await choose(page, '강아지');
    await page.getByLabel(/^품종/).fill('푸들');
    await choose(page, '남아');
    await page.locator('fieldset', { hasText: '중성화' }).locator('label', { hasText: /^(예|했어요|중성화 했어요)/ }).first().click();
    await page.getByLabel(/태어난 해/).selectOption('2021');
    await page.getByLabel(/몸무게/).fill('4.1');
    await page.getByRole('button', { name: /저장|등록/ }).click();
    await arrived(s, '/sensitivitycheck/step2');
    expect(pathOf(page)).toMatch(/species=dog&pet=/);
    await choose(page, '피부');
    await next(page);
    await arrived(s, '/sensitivitycheck/step2_1');
    await choose(page, '피부가 붉게 달아오르거나 오돌토돌한 발진이 있어요.');
    await next(page, '답변 확인하기');
    await arrived(s, '/sensitivitycheck/step3');
    await next(page, '결과 보기');
    await arrived(s, '/sensitivitycheck/step4');
    expect(pathOf(page)).toMatch(/^\/sensitivitycheck\/step4\?log=/);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('초코의 건강 리포트에 저장했어요');
    expect(await page.locator('[data-category="skin"]').getAttribute('data-status')).toBe('Action Required');

    // BCS for the same dog.
    await page.goto('/bcs/step1');
    await arrived(s, '/bcs/step1');
    await choose(page, '초코');
    await next(page);
    await arrived(s, '/bcs/step2');
    expect(await page.getByLabel(/지금 몸무게/).inputValue()).toBe('4.1');
    await next(page);
    await arrived(s, '/bcs/step3');
    await choose(page, '얇은 지방 아래로 갈비뼈가 쉽게 만져져요.');
    await choose(page, '갈비뼈 뒤로 허리 라인이 자연스럽게 들어가요.');
    await choose(page, '가슴에서 배로 완만하게 올라가요.');
    await next(page, '결과 보기');
    await arrived(s, '/bcs/step4');
    expect(pathOf(page)).toMatch(/^\/bcs\/step4\?result=/);
    await expect.poll(() => page.locator('main').textContent()).toContain('지금처럼만 유지해 주세요!');

    // Cats signal for the cat.
    await page.goto('/cats-signal/step1');
    await arrived(s, '/cats-signal/step1');
    await choose(page, '나비');
    await next(page);
    await arrived(s, '/cats-signal/step2');
    await page.locator('fieldset', { hasText: '행동' }).locator('label', { hasText: '해당 없어요' }).click();
    await page.locator('fieldset', { hasText: '화장실' }).locator('label', { hasText: '해당 없어요' }).click();
    await next(page);
    await arrived(s, '/cats-signal/step3');
    await page.locator('fieldset', { hasText: '털·피부' }).locator('label', { hasText: '해당 없어요' }).click();
    await page.locator('fieldset', { hasText: '식욕' }).locator('label', { hasText: '해당 없어요' }).click();
    await choose(page, '이빨에 누런 치석이 보여요.');
    await next(page, '결과 보기');
    await arrived(s, '/cats-signal/step4');
    expect(pathOf(page)).toMatch(/^\/cats-signal\/step4\?log=/);

    // The health report: the dog's checks with dates and both charts.
    await page.goto('/mypage/pet-health-report');
    await arrived(s, '/mypage/pet-health-report');
    await page.getByRole('link', { name: /^초코/ }).click();
    await page.waitForURL((url) => url.searchParams.has('pet'));
    await waitForHydration(page);
    const report = (await page.locator('main').textContent()) ?? '';
    expect(report).toMatch(/\d{4}\.\d{2}\.\d{2}BCS 체크/);
    expect(report).toMatch(/\d{4}\.\d{2}\.\d{2}민감도 체크/);
    expect(report).toContain('피부');
    expect(await page.locator('svg[data-chart="weight-bcs"]').count()).toBe(1);
    expect(await page.locator('svg[data-chart="states"]').count()).toBe(1);
    await expectAccessible(page, { where: 'health report' });
    await screenshot(page, 'phone-health-report');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /인쇄하기/ }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The lists.
    await page.goto('/mypage/pet-health-report/cat-signal');
    await arrived(s, '/mypage/pet-health-report/cat-signal');
    await expect.poll(() => page.locator('main').textContent()).toContain('덴탈 케어');
    await page.goto('/mypage/pet-health-report/bcs');
    await arrived(s, '/mypage/pet-health-report/bcs');
    await expect.poll(() => page.locator('main').textContent()).toContain('BCS 5/9 · 정상 체중');
    await page.goto('/mypage/pet-health-report/sensitivity');
    await arrived(s, '/mypage/pet-health-report/sensitivity');
    await expect.poll(() => page.locator('main').textContent()).toContain('피부 주의');
    await expectClean(s, { ignore: (p) => p.kind === 'http' });
  });
});
