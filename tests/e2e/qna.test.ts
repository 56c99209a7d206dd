import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { pngWithText } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';

/**
 * 1:1 inquiries in the browser, on a phone and a desktop: write one with a photo, see it listed,
 * staff answer it, the member sees the notice in the header and on the my-page, opens the
 * answer, and the notice goes away. Every page is checked with axe.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });
const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qna-e2e-')), '사료봉투.png');
beforeAll(() => fs.writeFileSync(photo, pngWithText()));

describe.each(viewports)('1:1 inquiries on $name', (viewport) => {
  test('write with a photo, get an answer, see the notice, read it', async () => {
    const member = await signedInMember(site.server.services, 'member', viewport.name === 'phone' ? '최하루' : '정봄이');
    const { page, watcher } = await site.open(viewport, member, { dialogs: 'accept' });

    await page.goto('/mypage/myqna');
    await waitForHydration(page);
    await expect.poll(() => page.getByText('아직 남긴 문의가 없어요.').count()).toBe(1);
    await expectAccessible(page, { where: 'empty list' });
    await page.getByRole('link', { name: '1:1 문의하기' }).click();
    await page.waitForURL((u) => u.pathname === '/mypage/myqna/request');
    await waitForHydration(page);

    // Submitting empty shows every field's message.
    await page.getByRole('button', { name: '문의 등록하기' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('문의 유형을 선택해 주세요.');
    await expectAccessible(page, { where: 'form with errors' });
    // The refused submission answered 400 on purpose; nothing else may fail.
    expect(watcher.take().filter((p) => !p.text.includes('/mypage/myqna/request'))).toEqual([]);

    await page.getByRole('radio', { name: '배송' }).check();
    await page.getByLabel('제목').fill('사료 배송 일정이 궁금해요');
    await page.getByLabel('문의 내용').fill('어제 주문한 고양이 헤어볼 케어 사료가 언제 도착하는지 알고 싶어요. 택배 송장 번호도 부탁드려요.');
    await page.getByLabel('관련 상품 (선택)').selectOption({ index: 1 });
    await page.getByLabel(/첨부파일/).setInputFiles(photo);
    await screenshot(page, `qna-form-${viewport.name}`);
    await page.getByRole('button', { name: '문의 등록하기' }).click();
    await page.waitForURL((u) => u.pathname === '/mypage/myqna/detail');
    await waitForHydration(page);
    await page.getByText('문의가 등록되었습니다.').waitFor();
    expect(await page.locator('h2#inquiry-title').textContent()).toBe('사료 배송 일정이 궁금해요');
    const thumbnail = page.getByRole('img', { name: '첨부파일 1 (PNG)' });
    expect(await thumbnail.count()).toBe(1);
    // The browser takes an AVIF variant sized for the thumbnail, not the original.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search)).toMatch(/&w=(320|640)&f=avif$/);
    await expectAccessible(page, { where: 'detail' });
    const id = new URL(page.url()).searchParams.get('id')!;

    // Staff answer on their page.
    const staffSession = await site.open(viewport, 'staff', { dialogs: 'accept' });
    await staffSession.page.goto(`/staff/inquiries/detail?id=${id}`);
    await waitForHydration(staffSession.page);
    await staffSession.page.getByLabel(/답변 쓰기/).fill('안녕하세요, 도담펫 고객센터입니다. 주문하신 사료는 오늘 출고되어 내일 도착 예정이에요.');
    await staffSession.page.getByRole('button', { name: '답변 저장' }).click();
    await staffSession.page.getByText('답변을 저장했습니다.').waitFor();
    await expectAccessible(staffSession.page, { where: 'staff detail' });
    await screenshot(staffSession.page, `staff-inquiry-${viewport.name}`);

    // The member is told: header badge and my-page notice.
    await page.goto('/mypage');
    await waitForHydration(page);
    const badge = page.getByRole('link', { name: /새 알림 1\s?건 확인하기/ });
    expect(await badge.count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: '읽지 않은 알림이' }).count()).toBe(1);
    await expectAccessible(page, { where: 'mypage with notice' });
    await screenshot(page, `mypage-answer-notice-${viewport.name}`);
    await badge.click();
    await page.waitForURL((u) => u.pathname === '/mypage/notifications');
    await page.getByRole('button', { name: /1:1 문의에 답변이 도착했어요/ }).waitFor();
    await page.goto('/mypage/myqna');
    await waitForHydration(page);
    await page.getByText('새 답변').first().waitFor();
    await page.getByRole('link', { name: /사료 배송 일정이 궁금해요/ }).click();
    await page.waitForURL((u) => u.pathname === '/mypage/myqna/detail');
    await page.getByText('내일 도착 예정이에요').waitFor();
    // Reading the answer clears the header notice right away.
    await expect.poll(() => page.getByRole('link', { name: /새 알림/ }).count()).toBe(0);
    await screenshot(page, `qna-detail-answered-${viewport.name}`);

    await page.goto('/mypage');
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: /새 알림/ }).count()).toBe(0);
    await watcher.settle();
    expect(watcher.take()).toEqual([]);
  });

  test('staff attribution and client-log pages are accessible', async () => {
    // A few days of landings from three sources, so the chart and table have something to show.
    const now = Date.now();
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: crypto.randomUUID(),
      uuid: crypto.randomUUID(),
      utm_source: ['naver', 'instagram', 'kakao'][i % 3]!,
      utm_medium: i % 2 ? 'cpc' : 'social',
      utm_campaign: 'spring_trial',
      created_at: new Date(now - (i % 10) * 86_400_000 - i * 60_000).toISOString(),
    }));
    await site.server.services.db.kysely.insertInto('tracking_module_logs').values(rows).execute();
    const { page } = await site.open(viewport, 'staff', { dialogs: 'accept' });
    for (const path of ['/staff', '/staff/inquiries', '/staff/attribution', '/staff/client-logs']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await waitForHydration(page);
      await expectAccessible(page, { where: path });
    }
    await screenshot(page, `staff-client-logs-${viewport.name}`);
    await page.goto('/staff/attribution');
    await screenshot(page, `staff-attribution-${viewport.name}`);
  });
});
