import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { createCampaign } from '../fixtures/recruitment';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };

/**
 * Issue 24 item 2: the link picker (docs/decisions/049-home-editor-and-link-picker.md). Staff
 * find products, articles, trial and 1+1 campaigns, brand pages, notices and stores by name
 * (drafts marked), only with the `content` permission; a picked link is stored as a reference
 * and rendered as the item's address at the time, so it follows a renamed item, and an item
 * guests cannot open (deleted, unpublished) shows no link at all, on the home page and on a
 * brand page's button.
 */
describe.each(dialects)('the link picker on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let editor: Member;
  let support: Member;
  let member: Member;
  const db = () => server.services.db.kysely;

  beforeAll(async () => {
    editor = await signedInMember(server.services, 'editor', '마케팅팀');
    support = await signedInMember(server.services, 'support', '고객지원팀');
    member = await signedInMember(server.services, 'member', '김도담');
  });

  const search = (q: string, cookie = editor.cookie) => rpc(server, 'ContentAdminController', 'searchLinkTargets', { q }, { cookie, method: 'GET' });

  it('finds every kind by name, for staff with the content permission only', async () => {
    const tag = randomUUID().slice(0, 6);
    const campaignId = await createCampaign(server.services, { title: `겨울 체험단 ${tag}` });
    const found = await search(`체험단 ${tag}`);
    expect(found.status).toBe(200);
    expect(found.body.targets).toEqual([{ kind: 'trial-campaign', id: campaignId, value: `ref:trial-campaign:${campaignId}`, name: `겨울 체험단 ${tag}`, note: '', state: 'published', stateLabel: expect.any(String) as string, path: `/recruitment/order?campaignId=${campaignId}` }]);

    // One of each of the other kinds, by a word of its name.
    const product = await db().selectFrom('products').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const article = await db().selectFrom('articles').select(['id', 'title']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const notice = await db().selectFrom('news').select(['id', 'title']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const store = await db().selectFrom('stores').select(['id', 'name', 'region']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const plus1 = await db().selectFrom('store_campaigns').select(['id', 'title']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    for (const [kind, id, name, path] of [
      ['product', product.id, product.name, `/products/detail?id=${product.id}`],
      ['article', article.id, article.title, `/health-article/list/detail?id=${article.id}`],
      ['notice', notice.id, notice.title, `/customer-center/news/details?id=${notice.id}`],
      ['store', store.id, store.name, `/mypage/myrecruitment-order/store/step1?q=${encodeURIComponent(store.name)}`],
      ['plus1-campaign', plus1.id, plus1.title, '/mypage/myrecruitment-order/store'],
      ['brand-page', 'about-us-quality', '품질과 식품 안전', '/about-us/quality-and-food-safety'],
    ] as const) {
      const answer = await search(name);
      expect(answer.status).toBe(200);
      expect(answer.body.targets.find((t) => t.kind === kind && t.id === id), `${kind} ${name}`).toMatchObject({ value: `ref:${kind}:${id}`, name, path });
    }
    expect((await search(store.name)).body.targets.find((t) => t.id === store.id)?.note).toBe(store.region);

    // A draft is offered, marked; a deleted item is not.
    await db().updateTable('trial_campaigns').set({ is_published: 0 }).where('id', '=', campaignId).execute();
    expect((await search(`체험단 ${tag}`)).body.targets[0]).toMatchObject({ id: campaignId, state: 'draft' });
    await db().updateTable('trial_campaigns').set({ deleted_at: new Date().toISOString() }).where('id', '=', campaignId).execute();
    expect((await search(`체험단 ${tag}`)).body.targets).toEqual([]);

    // Typed % and _ match themselves; an empty search finds nothing it was not asked for.
    expect((await search('%')).body.targets.every((t) => t.name.includes('%'))).toBe(true);
    // Guests, members and the support role may not search.
    expect((await search('체험', '')).status).toBe(401);
    expect((await search('체험', member.cookie)).status).toBe(403);
    expect((await search('체험', support.cookie)).status).toBe(403);
  });

  it('a picked campaign on the home page and a brand page follows the campaign renamed, and disappears with it', async () => {
    const tag = randomUUID().slice(0, 6);
    const campaignId = await createCampaign(server.services, { title: `봄 체험단 ${tag}` });
    const value = `ref:trial-campaign:${campaignId}`;
    const path = `/recruitment/order?campaignId=${campaignId}`;
    const escapedPath = path.replaceAll('&', '&amp;');

    // The home page: a promo whose button is the picked campaign, saved and published.
    const layoutRow = await db().selectFrom('page_layout').select(['version', 'sections_json']).where('page_key', '=', 'home').executeTakeFirstOrThrow();
    const layout = [
      ...(JSON.parse(layoutRow.sections_json) as unknown[]),
      { sectionKey: `picked-${tag}`, direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: '칸 1', columnWidth: '12', seedComponents: [{ type: 'promo', tone: 'warm', title: `봄맞이 ${tag}`, text: '신청해 보세요', cta: { label: `신청하기 ${tag}`, href: value } }] }] },
    ];
    expect((await postForm(server, '/staff/home', { intent: 'save', version: String(layoutRow.version), layout: JSON.stringify(layout) }, editor.cookie)).status).toBe(302);
    expect((await postForm(server, '/staff/home', { intent: 'publish', version: String(Number(layoutRow.version) + 1) }, editor.cookie)).status).toBe(302);
    // Stored as the reference, never as the address.
    const stored = (await db().selectFrom('page_layout').select('sections_json').where('page_key', '=', 'home').executeTakeFirstOrThrow()).sections_json;
    expect(stored).toContain(value);
    expect(stored).not.toContain(path);

    // A brand page's button picks the same campaign through its editor.
    const brand = await db().selectFrom('brand_pages').selectAll().where('id', '=', 'about-us-quality').executeTakeFirstOrThrow();
    const sections = JSON.stringify((JSON.parse(brand.sections_json) as { heading: string; paragraphs: string[] }[]).map((s) => ({ heading: s.heading, paragraphs: s.paragraphs.join('\n\n'), list: '', facts: '', timeline: '' })));
    const saved = await postForm(server, '/staff/brand-pages/edit', { intent: 'save', id: 'about-us-quality', version: String(brand.version), lead: brand.lead, imageAlt: brand.image_alt, sectionsJson: sections, ctaLabel: `체험 신청 ${tag}`, ctaHref: value, publish: 'keep' }, editor.cookie);
    expect(saved.status, await saved.clone().text()).toBe(302);
    expect((await db().selectFrom('brand_pages').select('cta_href').where('id', '=', 'about-us-quality').executeTakeFirstOrThrow()).cta_href).toBe(value);
    // The brand editor names the picked campaign.
    expect(await htmlOf(await server.fetch('/staff/brand-pages/edit?id=about-us-quality', { headers: { Cookie: editor.cookie } }))).toContain(`봄 체험단 ${tag}`);

    const home = async () => htmlOf(await server.fetch('/', { headers: HTML }));
    const brandPage = async () => htmlOf(await server.fetch('/about-us/quality-and-food-safety', { headers: HTML }));
    expect(await home()).toContain(`href="${escapedPath}"`);
    expect(await brandPage()).toContain(`href="${escapedPath}"`);

    // Renamed: the links still go to the campaign, and the picker finds it by its new name.
    await db().updateTable('trial_campaigns').set({ title: `여름 체험단 ${tag}` }).where('id', '=', campaignId).execute();
    expect(await home()).toContain(`href="${escapedPath}"`);
    expect(await brandPage()).toContain(`href="${escapedPath}"`);
    expect((await search(`여름 체험단 ${tag}`)).body.targets.map((t) => t.value)).toEqual([value]);
    // A stored pick is described by what it names today (a form sent back asks this way).
    const describe = async () => (await rpc(server, 'ContentAdminController', 'searchLinkTargets', { q: '', values: [value, 'ref:product:no-such-product', '/typed'] }, { cookie: editor.cookie, method: 'GET' })).body.targets;
    expect((await describe()).map((t) => [t.value, t.name])).toEqual([[value, `여름 체험단 ${tag}`]]);
    // The editor shows the new name next to the link.
    expect(await htmlOf(await server.fetch('/staff/home', { headers: { Cookie: editor.cookie } }))).toContain(`여름 체험단 ${tag}`);

    // Deleted: no broken link anywhere; the promo stays, without its button.
    await db().updateTable('trial_campaigns').set({ deleted_at: new Date().toISOString() }).where('id', '=', campaignId).execute();
    const after = await home();
    expect(after).toContain(`봄맞이 ${tag}`);
    expect(after).not.toContain(`신청하기 ${tag}`);
    expect(after).not.toContain(campaignId);
    expect(await describe()).toEqual([]);
    const brandAfter = await brandPage();
    expect(brandAfter).not.toContain(`체험 신청 ${tag}`);
    expect(brandAfter).not.toContain(campaignId);
  });
});
