import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { viewports, waitForHydration } from '../fixtures/browser';
import { expectClean, isNetworkProblem, siteFixture } from '../fixtures/e2e';

/**
 * SPEC 4.8 in the browser: a guest lands with UTM and marketing parameters from another site,
 * signs in, and the account gets the UTM values of the browser's first tracking log while the
 * browser's logs become the member's.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0', SITE_HOSTS: 'dodampet.co.kr,localhost,127.0.0.1' });

const db = () => site.server.services.db.kysely;
const flush = () => site.server.services.batches.flush();

// The UUID is made by the tracking chunk, which loads after hydration: wait for it.
async function uuidOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.localStorage.getItem('UUID'));
  await expect.poll(read, { timeout: 10_000 }).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return (await read())!;
}

describe.each(viewports)('visitor attribution on $name', (viewport) => {
  test('a guest lands with UTM parameters, signs in, and the account and logs are updated', async () => {
    const session = await site.open(viewport);
    const { page } = session;
    const campaign = `spring_trial_${viewport.name}`;

    // 1. Landing from a search result, with UTM and SFMC parameters, on a product page.
    const landing = `/products/detail?id=p-dog-derma-adult&utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}&utm_term=${encodeURIComponent('강아지 피부 사료')}&sfmc_id=003XY&sfmc_species=Dog`;
    await page.goto(landing, { referer: 'https://search.naver.com/search.naver?query=%EA%B0%95%EC%95%84%EC%A7%80' });
    await waitForHydration(page);
    const uuid = await uuidOf(page);
    await expect
      .poll(async () => {
        await flush();
        return (await db().selectFrom('tracking_module_logs').selectAll().where('uuid', '=', uuid).execute()).length;
      }, { timeout: 10_000 })
      .toBe(1);
    const [log] = await db().selectFrom('tracking_module_logs').selectAll().where('uuid', '=', uuid).execute();
    expect(log).toMatchObject({ utm_source: 'naver', utm_medium: 'cpc', utm_campaign: campaign, utm_term: '강아지 피부 사료', sfmc_contact_id: '003XY', sfmc_pet_species: 'Dog', product_id: 'p-dog-derma-adult', member_id: null });
    expect(log!.current_page_url).toContain('utm_source=naver');
    const referers = await db().selectFrom('referer_logs').selectAll().where('uuid', '=', uuid).execute();
    expect(referers.map((r) => r.referer)).toEqual(['https://search.naver.com/search.naver?query=%EA%B0%95%EC%95%84%EC%A7%80']);

    // 2. Moving around the site keeps the same UUID and logs nothing more (own host, no UTM).
    await page.goto('/health-service');
    await waitForHydration(page);
    expect(await uuidOf(page)).toBe(uuid);
    await page.waitForTimeout(300);
    await flush();
    expect(await db().selectFrom('referer_logs').select('id').where('uuid', '=', uuid).execute()).toHaveLength(1);

    // 3. Signing in through the login form.
    const member = await createMember(db(), { name: '이보리' });
    await page.goto(`/login?startURL=${encodeURIComponent('/mypage')}`);
    await waitForHydration(page);
    await page.getByLabel('이메일').fill(member.email);
    await page.getByLabel('비밀번호').fill(member.password);
    await page.locator('main').getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 10_000 });

    // 4. The account carries the first log's UTM values, and every log of the browser is the member's.
    await expect
      .poll(async () => (await db().selectFrom('members').select('utm_campaign').where('id', '=', member.id).executeTakeFirstOrThrow()).utm_campaign, { timeout: 10_000 })
      .toBe(campaign);
    const account = await db().selectFrom('members').select(['utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_id']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ utm_source: 'naver', utm_medium: 'cpc', utm_term: '강아지 피부 사료', utm_content: null, utm_id: null });
    await expect
      .poll(async () => {
        const logs = await db().selectFrom('tracking_module_logs').select('member_id').where('uuid', '=', uuid).execute();
        const refs = await db().selectFrom('referer_logs').select('member_id').where('uuid', '=', uuid).execute();
        return [...logs, ...refs].map((r) => r.member_id);
      }, { timeout: 10_000 })
      .toEqual([member.id, member.id]);

    await expectClean(session, { ignore: isNetworkProblem });
  });

  test('every page reached by client-side navigation is logged once, with its product or article', async () => {
    const session = await site.open(viewport);
    const { page } = session;
    const campaign = `nav_${viewport.name}`;
    await page.goto(`/?utm_source=insta&utm_campaign=${campaign}`, { referer: 'https://www.instagram.com/' });
    await waitForHydration(page);
    const uuid = await uuidOf(page);
    const rows = async () => {
      await flush();
      const tracking = await db().selectFrom('tracking_module_logs').select(['product_id', 'article_id', 'utm_campaign']).where('uuid', '=', uuid).orderBy('created_at').execute();
      const referers = await db().selectFrom('referer_logs').select(['product_id', 'article_id', 'referer']).where('uuid', '=', uuid).orderBy('created_at').execute();
      return { tracking, referers };
    };
    await expect.poll(async () => (await rows()).tracking.length, { timeout: 10_000 }).toBe(1);

    // A product card on the home page: React Router moves without loading a document.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.locator('main a[href*="/products/detail"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/detail'));
    await waitForHydration(page);
    const productId = new URL(page.url()).searchParams.get('id');
    expect(productId).toBeTruthy();
    // The tracking log and the referer log are two requests of the page: wait for both.
    const counts = async () => {
      const { tracking, referers } = await rows();
      return [tracking.length, referers.length];
    };
    await expect.poll(counts, { timeout: 10_000 }).toEqual([2, 2]);
    let { tracking, referers } = await rows();
    expect(tracking[1]).toEqual({ product_id: productId, article_id: null, utm_campaign: campaign });
    expect(referers.map((r) => r.product_id)).toEqual([null, productId]);
    expect(referers[1]!.referer).toBe('https://www.instagram.com/');

    // An article from the product page's related reading (or the home page's list).
    await page.locator('main a[href*="/health-article/list/detail"]').first().click();
    await page.waitForURL((url) => url.pathname === '/health-article/list/detail');
    await waitForHydration(page);
    const articleId = new URL(page.url()).searchParams.get('id');
    await expect.poll(counts, { timeout: 10_000 }).toEqual([3, 3]);
    ({ tracking, referers } = await rows());
    expect(tracking[2]).toEqual({ product_id: null, article_id: articleId, utm_campaign: campaign });
    expect(referers[2]).toMatchObject({ article_id: articleId });

    // Once per page view: waiting, revalidating or re-rendering adds nothing.
    await page.waitForTimeout(500);
    expect((await rows()).tracking).toHaveLength(3);
    expect(documents).toEqual([]);
    await expectClean(session, { ignore: isNetworkProblem });
  });

  test('tracking failures stay in the console and never break the page', async () => {
    const { page } = await site.open(viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route('**/UserActivityController/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"down"}' }));
    await page.goto('/?utm_source=kakao&utm_medium=message');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    // The page still works: a client-side navigation goes through.
    await page.goto('/health-service');
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});
