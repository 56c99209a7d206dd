import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';

/**
 * /staff/site in the browser: staff put one area under maintenance, a guest tab sees the notice
 * there, and staff switch it off again. Checked with axe on a phone and a desktop.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

describe.each(viewports)('staff site settings on $name', (viewport) => {
  test('maintenance of one area: refused without a notice, saved with one, seen by a guest, switched off', async () => {
    const { page, watcher } = await site.open(viewport, 'staff');
    const { page: guest } = await site.open(viewport);
    await page.goto('/staff/site');
    await waitForHydration(page);
    await expectAccessible(page);

    await page.getByLabel(/점검 중/).check();
    await page.getByLabel('점검할 경로').fill('/recruitment');
    await page.getByLabel('점검 안내 문구').fill('');
    await page.getByRole('button', { name: '저장하기' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('점검 중에 방문자에게 보일 안내 문구를 입력해 주세요.');
    expect(await page.getByLabel('점검할 경로').inputValue()).toBe('/recruitment');

    await page.getByLabel('점검 안내 문구').fill('체험 신청 점검 중이에요. 잠시 후 다시 들러 주세요.');
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByRole('status').filter({ hasText: '저장했습니다.' }).waitFor();
    expect(await page.getByRole('note').textContent()).toContain('점검 중');
    await screenshot(page, `staff-site-${viewport.name}`);

    const answer = await guest.goto('/recruitment');
    expect(answer?.status()).toBe(503);
    expect(await guest.locator('body').textContent()).toContain('체험 신청 점검 중이에요. 잠시 후 다시 들러 주세요.');

    await page.getByLabel(/점검 중/).uncheck();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect.poll(async () => (await page.getByRole('note').textContent()) ?? '').toContain('정상 운영');
    expect((await guest.goto('/recruitment'))?.status()).toBe(200);
    await watcher.settle();
    // The refused save answers 400 by design; nothing else may fail.
    expect(watcher.take().filter((p) => !/400.*\/staff\/site\.data/.test(p.text))).toEqual([]);
  });
});
