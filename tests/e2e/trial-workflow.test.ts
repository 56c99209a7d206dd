import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { SHIPPING_HEADINGS } from '#app/features/recruitment/data/trial-workflow.server';
import { readSpreadsheet } from '#server/platform/spreadsheet/spreadsheet';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, createCampaign } from '../fixtures/recruitment';

/**
 * A campaign's draw and shipping in the browser, on a desktop and a phone (issue 24 item 5):
 * support closes the campaign, draws the winners, downloads the shipping list, uploads the
 * courier's tracking numbers with one bad row (the report, nothing written), fixes the file and
 * uploads it again. Every step is checked with axe; on a phone nothing scrolls sideways.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });
const LIMITS = { maxRows: 100, tooManyRows: 'too many' };

describe.each(viewports)('trial campaign workflow on $name', (viewport) => {
  test('support closes a campaign, draws, exports the shipping list and uploads tracking numbers (one bad row, then fixed)', { timeout: 90_000 }, async () => {
    const services = site.server.services;
    const campaign = await createCampaign(services, { title: `추첨 체험 ${viewport.name}` });
    for (const name of ['가', '나', '다']) {
      const member = await signedInMember(services, 'member', `${viewport.name === 'phone' ? '폰' : '데'}회원${name}`);
      await apply(site.server, member.cookie, campaign, await addPet(services, member.id, 'dog', `멍멍${name}`));
    }
    const support = await signedInMember(services, 'support', viewport.name === 'phone' ? '배송 하나' : '배송 두리');
    const { page, watcher } = await site.open(viewport, support);
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`/staff/trials?campaign=${campaign}`);
    await waitForHydration(page);
    expect(await page.getByText('아직 추첨하지 않았습니다.').count()).toBe(1);
    await page.getByRole('link', { name: '모집 마감·추첨·배송 파일' }).click();
    await page.waitForURL((u) => u.pathname === '/staff/trials/campaign');
    await waitForHydration(page);
    expect(await page.getByText('모집이 끝난 뒤에 추첨할 수 있습니다.').count()).toBe(1);

    await page.getByRole('button', { name: '모집 마감' }).click();
    await page.getByRole('status').filter({ hasText: '모집을 마감했습니다.' }).waitFor();
    // The three share the fixture's phone and address: flagged before the draw, and staff choose to include them.
    expect(await page.getByTestId('duplicates').textContent()).toContain('같은 전화번호·주소');
    await page.getByLabel('당첨 인원').fill('2');
    await page.getByRole('radio', { name: '모두 추첨에 포함' }).check();
    await expectAccessible(page, { where: 'before the draw' });
    await page.getByRole('button', { name: '추첨하기' }).click();
    await page.getByRole('status').filter({ hasText: '추첨했습니다.' }).waitFor();
    const record = page.getByTestId('draw-record');
    const seed = (await services.db.kysely.selectFrom('trial_draws').select('seed').where('campaign_id', '=', campaign).executeTakeFirstOrThrow()).seed;
    expect(await record.textContent()).toContain(seed);
    expect(await record.textContent()).toContain('당첨2명');
    expect(await record.textContent()).toContain('모두 추첨에 포함');
    if (viewport.name === 'phone') expect(await noSideScroll()).toBe(true);
    await expectAccessible(page, { where: 'after the draw' });
    await screenshot(page, `trial-draw-${viewport.name}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '배송 목록 Excel 내려받기' }).click()]);
    const book = await readSpreadsheet(new Uint8Array(await readFile(await download.path())), LIMITS);
    if (!book.ok) throw new Error(book.error);
    expect(book.rows[0]!.fields).toEqual([...SHIPPING_HEADINGS]);
    const winners = book.rows.slice(1).map((r) => r.fields[8]!);
    expect(winners).toHaveLength(2);
    expect(book.rows[1]!.fields[0]).toMatch(/^김도담$/);

    // The courier's file: the second row's tracking number is wrong.
    const file = (second: string) => `주문번호,운송장번호,택배사\r\n${winners[0]},612345678901,CJ대한통운\r\n${winners[1]},${second},CJ대한통운\r\n`;
    const upload = page.getByLabel(/운송장 번호 파일/);
    await upload.setInputFiles({ name: '운송장.csv', mimeType: 'text/csv', buffer: Buffer.from(file('12-34')) });
    await page.getByRole('button', { name: '확인하고 반영하기' }).click();
    const report = page.getByTestId('tracking-result').filter({ hasText: '아무것도 반영하지 않았습니다' });
    await report.waitFor();
    expect(await report.textContent()).toContain('3행');
    const shipped = async () => (await services.db.kysely.selectFrom('trial_orders').select('id').where('campaign_id', '=', campaign).where('status', '=', 'shipping').execute()).length;
    expect(await shipped()).toBe(0);
    if (viewport.name === 'phone') expect(await noSideScroll()).toBe(true);
    await expectAccessible(page, { where: 'upload report' });
    await screenshot(page, `trial-tracking-report-${viewport.name}`);

    await upload.setInputFiles({ name: '운송장.csv', mimeType: 'text/csv', buffer: Buffer.from(file('612345678902')) });
    await page.getByRole('button', { name: '확인하고 반영하기' }).click();
    await page.getByTestId('tracking-result').filter({ hasText: '2건을 배송중으로 바꿨습니다.' }).waitFor();
    expect(await shipped()).toBe(2);
    await expectAccessible(page, { where: 'upload done' });

    await watcher.settle();
    // The refused file answers 422 by design.
    expect(watcher.take().filter((p) => !/422/.test(p.text))).toEqual([]);

    // The admin reads the campaign's story in the audit trail, as sentences naming the campaign.
    const admin = await site.open(viewport, 'staff');
    await admin.page.goto(`/staff/audit?actor=${support.id}&kind=change`);
    await waitForHydration(admin.page);
    const entries = admin.page.getByTestId('audit-entry');
    const title = `추첨 체험 ${viewport.name}`;
    const actor = viewport.name === 'phone' ? '배송 하나' : '배송 두리';
    for (const done of ['모집 마감했습니다.', '당첨자를 추첨했습니다.']) {
      const sentence = new RegExp(`^${actor}님이 .*‘${title}’.* ${done}$`);
      await expect.poll(async () => (await entries.filter({ hasText: done }).first().locator('p').first().textContent())?.trim()).toMatch(sentence);
    }
    expect(await entries.filter({ hasText: '운송장 번호' }).count()).toBeGreaterThan(0);
    expect(await admin.page.locator('main').textContent()).not.toMatch(/trackingNumber|closedEarly|\d{4}-\d{2}-\d{2}T/);
  });
});
