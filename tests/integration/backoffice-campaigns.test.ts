import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoToSeoulLocal } from '#app/lib/seoul-time';
import { saveThroughEditor, stateChange, within } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, saveAddress } from '../fixtures/recruitment';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };
const MIN = 60_000;
const DAY = 86_400_000;

/**
 * Issue 15 item 5: staff open free-trial campaigns and 1+1 store campaigns from the back-office;
 * opening and closing follow their dates with no restart, also for cached pages and answers.
 */
describe.each(dialects)('back-office campaigns on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Member;
  let member: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
    member = await signedInMember(server.services, 'member', '김도담');
    await saveAddress(server.services, member.id);
  });

  const campaign = (title: string, starts: number, ends: number, extra: Record<string, string> = {}) => ({
    title,
    summary: `${title} 한 줄 소개`,
    description: `${title} 상세 안내\n체험 구성: 1kg`,
    productId: 'p-dog-coat',
    species: 'dog',
    capacity: '50',
    startsAt: isoToSeoulLocal(new Date(starts)),
    endsAt: isoToSeoulLocal(new Date(ends)),
    announceAt: isoToSeoulLocal(new Date(ends + DAY)),
    sortOrder: '0',
    ...extra,
  });
  const recruitment = async () => htmlOf(await server.fetch('/recruitment', { headers: HTML }));

  it('opens a new trial from the back-office that members apply to; private until published', async () => {
    const title = `새 코트 케어 체험 ${randomUUID().slice(0, 5)}`;
    const id = await saveThroughEditor(server, '/staff/campaigns/edit', { ...campaign(title, Date.now() - 5 * MIN, Date.now() + 10 * DAY), publish: 'draft' }, staff.cookie);
    expect(await recruitment()).not.toContain(title);
    expect(await htmlOf(await server.fetch('/recruitment?preview=1', { headers: { ...HTML, Cookie: staff.cookie } }))).toContain(title);
    expect((await stateChange(server, '/staff/campaigns/edit', 'publish', id, 1, staff.cookie)).status).toBe(302);
    expect(await recruitment()).toContain(title);
    const answer = await rpc(server, 'RecruitmentController', 'getCampaigns', {}, { method: 'GET' });
    expect(JSON.stringify(answer.body)).toContain(title);

    const petId = await addPet(server.services, member.id, 'dog');
    const orderId = await apply(server, member.cookie, id, petId);
    expect(orderId).toBeTruthy();
    expect((await server.services.db.kysely.selectFrom('trial_campaigns').select('applied_count').where('id', '=', id).executeTakeFirstOrThrow()).applied_count).toBe(1);

    // With an application it may be made private, not deleted; capacity cannot go under it.
    const del = await stateChange(server, '/staff/campaigns/edit', 'delete', id, 2, staff.cookie);
    expect(del.status).toBe(409);
    expect(await htmlOf(del)).toContain('신청이 들어온 캠페인은 삭제할 수 없습니다.');
    const shrink = await postForm(server, '/staff/campaigns/edit', { intent: 'save', id, version: '2', ...campaign(title, Date.now() - 5 * MIN, Date.now() + 10 * DAY, { capacity: '0' }), publish: 'keep' }, staff.cookie);
    expect(shrink.status).toBe(400);
    expect(await htmlOf(shrink)).toContain('모집 인원은 1~100,000명 사이로 입력해 주세요.');
  });

  it('refuses dates out of order, with the field named', async () => {
    const res = await postForm(server, '/staff/campaigns/edit', { intent: 'save', ...campaign('날짜가 틀린 체험', Date.now() + DAY, Date.now()), publish: 'draft' }, staff.cookie);
    expect(res.status).toBe(400);
    expect(await htmlOf(res)).toContain('신청 마감은 신청 시작보다 뒤여야 합니다.');
  });

  it('opens and closes at its dates with no restart: the cached list changes at those times', async () => {
    const title = `곧 열리는 체험 ${randomUUID().slice(0, 5)}`;
    const opens = Date.now() + 2500;
    await saveThroughEditor(
      server,
      '/staff/campaigns/edit',
      { ...campaign(title, opens, opens + 10 * DAY), startsAt: new Date(opens).toISOString(), publish: 'now' },
      staff.cookie,
    );
    const before = await recruitment();
    expect(before).toContain(title);
    expect((await server.fetch('/recruitment', { headers: HTML })).headers.get('x-page-cache')).toBe('hit');
    const card = (html: string) => html.slice(html.indexOf(title) - 600, html.indexOf(title) + 200);
    expect(card(before)).toContain('오픈 예정');
    await within(6000, async () => card(await recruitment()).includes('모집중'), 200);
    expect(Date.now()).toBeGreaterThanOrEqual(opens);
  });

  it('runs a new 1+1 campaign with its products in order, and closes it at its end with no restart', async () => {
    // The demo campaign runs too: the new one started later, so it is the one that applies.
    const ends = Date.now() + 3000;
    const id = await saveThroughEditor(
      server,
      '/staff/plus1/edit',
      { title: '겨울 1+1', startsAt: isoToSeoulLocal(new Date(Date.now() - MIN)), endsAt: new Date(ends).toISOString(), couponValidDays: '7', include: ['p-cat-coat', 'p-dog-coat'], 'order.p-cat-coat': '2', 'order.p-dog-coat': '1', publish: 'now' },
      staff.cookie,
    );
    const products = async () => {
      const res = await rpc(server, 'ProductController', 'getPlus1CampaignTargetProducts', {}, { method: 'GET' });
      return (res.body as unknown as { data: { Product__c: string }[] }).data.map((p) => p.Product__c);
    };
    expect(await products()).toEqual(['p-dog-coat', 'p-cat-coat']);
    // After its end, the demo campaign applies again (cached answer dropped at that time).
    await within(7000, async () => (await products()).length > 2, 200);
    expect(Date.now()).toBeGreaterThanOrEqual(ends);

    const none = await postForm(server, '/staff/plus1/edit', { intent: 'save', id, version: '1', title: '겨울 1+1', startsAt: isoToSeoulLocal(new Date()), endsAt: isoToSeoulLocal(new Date(Date.now() + DAY)), couponValidDays: '7', publish: 'keep' }, staff.cookie);
    expect(none.status).toBe(400);
    expect(await htmlOf(none)).toContain('1+1 상품을 하나 이상 골라 주세요.');
  });
});
