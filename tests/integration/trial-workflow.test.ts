import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawWinners } from '#app/features/recruitment/draw';
import { applyForTrial } from '#app/features/recruitment/data/orders.server';
import { SHIPPING_HEADINGS } from '#app/features/recruitment/data/trial-workflow.server';
import { TrialOrderSchema } from '#app/features/recruitment/schemas';
import { readSpreadsheet } from '#server/platform/spreadsheet/spreadsheet';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { createCampaign, orderFields } from '../fixtures/recruitment';
import { serverFixture } from '../fixtures/server';
import { xlsxOf } from '../fixtures/store-files';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const LIMITS = { maxRows: 1000, tooManyRows: 'too many' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A free-trial campaign's draw and shipping by support staff (issue 24 item 5), over real HTTP on
 * both dialects: no draw while applications are open, 모집 마감, a recorded draw that can be run
 * again from its record, results hidden from members until the announce date, the shipping list
 * as Excel and CSV read back with the upload reader, the courier's file all or nothing, and every
 * member told once.
 */
describe.each(dialects)('trial campaign workflow on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let staff: Member;
  let member: Member;
  let campaign: string;
  const announceAt = new Date(Date.now() + 3 * 86_400_000);
  /** Application ids by applicant name. */
  const orders = new Map<string, string>();
  const memberIds = new Map<string, string>();

  const db = () => server.services.db.kysely;
  const page = (path: string, cookie: string) => server.fetch(path, { headers: { Cookie: cookie } });
  const campaignPath = () => `/staff/trials/campaign?id=${campaign}`;
  const statuses = async () => (await db().selectFrom('trial_orders').select(['id', 'status', 'courier', 'tracking_number']).where('campaign_id', '=', campaign).execute()).sort((a, b) => (a.id < b.id ? -1 : 1));
  const notices = async (kind: 'trial_result' | 'trial_shipped' | 'trial_delivered') => db().selectFrom('notifications').select(['member_id']).where('kind', '=', kind).where('member_id', 'in', [...memberIds.values()]).execute();

  async function applicant(name: string, overrides: Record<string, string> = {}): Promise<void> {
    const memberId = randomUUID();
    const now = new Date().toISOString();
    await db().insertInto('members').values({ id: memberId, email: `w-${memberId.slice(0, 8)}@example.com`, name, password_hash: null, role: 'member', created_at: now, updated_at: now }).execute();
    await applyAs(memberId, name, overrides);
  }

  async function applyAs(memberId: string, name: string, overrides: Record<string, string> = {}): Promise<void> {
    const petId = await addPet(server.services, memberId, 'dog', '초코');
    const n = orders.size + 1;
    const input = TrialOrderSchema.parse(orderFields(campaign, petId, { recipientName: name, mobile: `010-5555-${String(1000 + n)}`, roadAddress: `서울특별시 성동구 성수이로 ${n}`, ...overrides }));
    const outcome = await applyForTrial(db(), memberId, input);
    if (!outcome.ok) throw new Error(`apply failed: ${outcome.reason}`);
    orders.set(name, outcome.orderId);
    memberIds.set(name, memberId);
    // Applications a moment apart: "the earliest of a duplicate group" is well defined.
    await new Promise((r) => setTimeout(r, 5));
  }

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '지원팀');
    member = await signedInMember(server.services, 'member', '김첫째');
    campaign = await createCampaign(server.services, { title: '워크플로 체험', announceAt });
    await applyAs(member.id, '김첫째');
    await applicant('이둘째');
    await applicant('박같은번호', { mobile: '010-5555-1002' }); // 이둘째's phone, another member
    await applicant('최셋째');
    await applicant('정같은주소', { roadAddress: '서울특별시 성동구 성수이로 4' }); // 최셋째's address
    await applicant('한다섯');
  });

  afterAll(() => server.services.clock.reset());

  it('refuses the draw while applications are open, with a Korean reason, and writes nothing; the duplicates show before it', async () => {
    const early = await postForm(server, campaignPath(), { intent: 'draw', winners: '10', duplicates: 'exclude' }, staff.cookie);
    expect(early.status).toBe(409);
    expect(pageText(await htmlOf(early))).toContain('아직 신청을 받고 있는 캠페인은 추첨할 수 없습니다.');
    expect(await db().selectFrom('trial_draws').select('campaign_id').where('campaign_id', '=', campaign).execute()).toEqual([]);
    expect((await statuses()).every((o) => o.status === 'applied')).toBe(true);

    const html = pageText(await htmlOf(await page(campaignPath(), staff.cookie)));
    expect(html).toContain('모집이 끝난 뒤에 추첨할 수 있습니다.');
    // Members are not let in.
    expect((await page(campaignPath(), member.cookie)).status).toBe(403);
    expect((await postForm(server, campaignPath(), { intent: 'close' }, member.cookie)).status).toBe(403);
    expect((await page(`/staff/trials/shipping-list?id=${campaign}&format=csv`, member.cookie)).status).toBe(403);
  });

  it('closes the campaign early (audited), after which nobody can apply and the page offers the draw with the duplicates', async () => {
    const closed = await postForm(server, campaignPath(), { intent: 'close' }, staff.cookie);
    expect(closed.status).toBe(302);
    expect(closed.headers.get('location')).toContain('done=closed');
    const row = await db().selectFrom('trial_campaigns').select('ends_at').where('id', '=', campaign).executeTakeFirstOrThrow();
    expect(new Date(row.ends_at).getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await db().selectFrom('audit_log').select(['action', 'changes']).where('object_id', '=', campaign).where('action', '=', 'recruitment.closeCampaign').execute();
    expect(audit).toHaveLength(1);
    const again = await postForm(server, campaignPath(), { intent: 'close' }, staff.cookie);
    expect(again.status).toBe(409);
    expect(pageText(await htmlOf(again))).toContain('이미 모집이 마감된 캠페인입니다.');

    const late = await signedInMember(server.services, 'member', '늦은회원');
    const pet = await addPet(server.services, late.id, 'dog', '늦둥이');
    const refused = await applyForTrial(db(), late.id, TrialOrderSchema.parse(orderFields(campaign, pet)));
    expect(refused).toEqual({ ok: false, reason: 'not-open' });

    const html = pageText(await htmlOf(await page(campaignPath(), staff.cookie)));
    expect(html).toContain('모집이 마감되었습니다');
    expect(html).toContain('중복 의심 신청 2묶음');
    expect(html).toContain('박같은번호');
    expect(html).toContain('정같은주소');
    expect(html).toContain('같은 전화번호');
    expect(html).toContain('같은 주소');
  });

  it('draws once, records who, when, how many and the seed, and the record gives the same winners again', async () => {
    expect((await postForm(server, campaignPath(), { intent: 'draw', winners: '0', duplicates: 'exclude' }, staff.cookie)).status).toBe(400);
    const drawn = await postForm(server, campaignPath(), { intent: 'draw', winners: '3', duplicates: 'exclude' }, staff.cookie);
    expect(drawn.status).toBe(302);
    const record = await db().selectFrom('trial_draws').selectAll().where('campaign_id', '=', campaign).executeTakeFirstOrThrow();
    expect(record.actor_id).toBe(staff.id);
    expect(record.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(record.eligible_count).toBe(4);
    expect(record.excluded_count).toBe(2);
    const eligible = JSON.parse(record.eligible_ids) as string[];
    const winners = JSON.parse(record.winner_ids) as string[];
    // The later application of each duplicate pair stayed out of the draw.
    expect(eligible).not.toContain(orders.get('박같은번호'));
    expect(eligible).not.toContain(orders.get('정같은주소'));
    expect(eligible).toContain(orders.get('이둘째'));
    expect(winners).toHaveLength(3);
    expect(drawWinners(eligible, record.winners_wanted, record.seed)).toEqual(winners);

    const after = await statuses();
    expect(after.filter((o) => o.status === 'selected').map((o) => o.id).sort()).toEqual([...winners].sort());
    expect(after.filter((o) => o.status === 'not_selected')).toHaveLength(3);
    const audits = await db().selectFrom('audit_log').select('object_id').where('action', '=', 'recruitment.drawCampaign').where('object_type', '=', 'trial_order').execute();
    expect(audits.filter((a) => [...orders.values()].includes(a.object_id))).toHaveLength(6);

    const twice = await postForm(server, campaignPath(), { intent: 'draw', winners: '3', duplicates: 'include' }, staff.cookie);
    expect(twice.status).toBe(409);
    expect(pageText(await htmlOf(twice))).toContain('이미 추첨한 캠페인입니다.');

    const html = pageText(await htmlOf(await page(campaignPath(), staff.cookie)));
    expect(html).toContain(record.seed);
    expect(html).toContain('추첨한 사람 지원팀');
    expect(html).toContain('추첨 대상 4건');
    const list = pageText(await htmlOf(await page(`/staff/trials?campaign=${campaign}`, staff.cookie)));
    expect(list).toContain('추첨 기록:');
    expect(list).toContain(record.seed);
  });

  it('two staff drawing one campaign at once leave one draw and one refusal', async () => {
    const past = Date.now() - 3_600_000;
    const other = await createCampaign(server.services, { startsAt: new Date(past - 86_400_000), endsAt: new Date(past), announceAt: new Date(Date.now() + 86_400_000) });
    for (const name of ['동시일', '동시이']) {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db().insertInto('members').values({ id, email: `c-${id.slice(0, 8)}@example.com`, name, password_hash: null, role: 'member', created_at: now, updated_at: now }).execute();
      const pet = await addPet(server.services, id, 'dog', '초코');
      // Applied while open (the fixture's clock is not the apply form's): straight into the table's state.
      await db().updateTable('trial_campaigns').set({ ends_at: new Date(Date.now() + 60_000).toISOString() }).where('id', '=', other).execute();
      const outcome = await applyForTrial(db(), id, TrialOrderSchema.parse(orderFields(other, pet, { recipientName: name, mobile: `010-7777-${name === '동시일' ? '0001' : '0002'}`, roadAddress: `부산 ${name}` })));
      expect(outcome.ok).toBe(true);
      await db().updateTable('trial_campaigns').set({ ends_at: new Date(past).toISOString() }).where('id', '=', other).execute();
    }
    const draw = () => postForm(server, `/staff/trials/campaign?id=${other}`, { intent: 'draw', winners: '1', duplicates: 'exclude' }, staff.cookie);
    const answers = await Promise.all([draw(), draw()]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await db().selectFrom('trial_draws').select('campaign_id').where('campaign_id', '=', other).execute()).toHaveLength(1);
    const moved = await db().selectFrom('trial_orders').select('status').where('campaign_id', '=', other).execute();
    expect(moved.map((m) => m.status).sort()).toEqual(['not_selected', 'selected']);
  });

  it('members see no result and get no notice before the announce date; on it, each is told once', async () => {
    const mine = () => page('/mypage/myrecruitment-order', member.cookie).then(htmlOf).then(pageText);
    const before = await mine();
    expect(before).toContain('신청완료 워크플로 체험');
    expect(before).not.toMatch(/당첨 워크플로 체험/);
    expect(await notices('trial_result')).toEqual([]);
    await server.services.jobs.run('recruitment.trial-results');
    expect(await notices('trial_result')).toEqual([]);

    server.services.clock.travelTo(new Date(announceAt.getTime() + 60_000));
    await server.services.jobs.run('recruitment.trial-results');
    await server.services.jobs.run('recruitment.trial-results');
    const told = await notices('trial_result');
    expect(told).toHaveLength(6);
    expect(new Set(told.map((t) => t.member_id)).size).toBe(6);
    expect(await mine()).toMatch(/(미당첨|당첨) 워크플로 체험/);
    server.services.clock.reset();
  });

  it('exports the winners to send as Excel and as CSV with a BOM, Korean intact when read back; the download is audited', async () => {
    const winners = (await statuses()).filter((o) => o.status === 'selected').map((o) => o.id);
    const xlsx = await page(`/staff/trials/shipping-list?id=${campaign}&format=xlsx`, staff.cookie);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(xlsx.headers.get('content-disposition')).toContain('attachment;');
    const book = await readSpreadsheet(new Uint8Array(await xlsx.arrayBuffer()), LIMITS);
    if (!book.ok) throw new Error(book.error);
    expect(book.kind).toBe('xlsx');
    expect(book.rows[0]!.fields).toEqual([...SHIPPING_HEADINGS]);
    expect(book.rows).toHaveLength(winners.length + 1);
    const byOrder = new Map(book.rows.slice(1).map((r) => [r.fields[8]!, r.fields]));
    expect([...byOrder.keys()].sort()).toEqual([...winners].sort());
    for (const fields of byOrder.values()) {
      expect(fields[2]).toBe('04779');
      expect(fields[3]).toMatch(/^서울특별시 성동구 성수이로 \d+ \(성수동2가\)$/);
      expect(fields[4]).toBe('101동 1203호');
      expect(fields[6]).toBe('1');
      expect(fields[7]).toBe('문 앞에 놓아 주세요.');
    }

    const csv = await page(`/staff/trials/shipping-list?id=${campaign}&format=csv`, staff.cookie);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sheet = await readSpreadsheet(bytes, LIMITS);
    if (!sheet.ok) throw new Error(sheet.error);
    expect(sheet.rows.map((r) => r.fields)).toEqual(book.rows.map((r) => r.fields));

    const views = await db().selectFrom('audit_log').select(['kind', 'object_id']).where('action', '=', 'trials.exportShipping').execute();
    expect(views.filter((v) => v.object_id === campaign)).toHaveLength(2);
  });

  it('takes the courier file all or nothing: one bad row reports its line and writes nothing; fixed, it ships every row and tells each member once', async () => {
    const winners = (await statuses()).filter((o) => o.status === 'selected').map((o) => o.id);
    const loser = (await statuses()).find((o) => o.status === 'not_selected')!.id;
    const rows = winners.map((id, i) => [id, `6123456789${String(10 + i)}`, 'CJ대한통운']);
    const bad = xlsxOf([['주문번호', '운송장번호', '택배사'], rows[0]!, [rows[1]![0]!, '운송장없음', 'CJ대한통운'], rows[2]!, [loser, '612345678999', '한진택배']]);
    const upload = (file: Blob) => postForm(server, campaignPath(), { intent: 'tracking', courier: '', file }, staff.cookie);

    const refused = await upload(new Blob([Buffer.from(bad)], { type: XLSX_TYPE }));
    expect(refused.status).toBe(422);
    const report = pageText(await htmlOf(refused));
    expect(report).toContain('문제 2건, 아무것도 반영하지 않았습니다.');
    expect(report).toContain('3행 운송장 번호 ‘운송장없음’은 숫자와 -로 8~20자여야 합니다.');
    expect(report).toMatch(/5행 주문번호 \S+[은는] 지금 미당첨 상태라 운송장 번호를 넣을 수 없습니다\./);
    const untouched = await statuses();
    expect(untouched.filter((o) => o.status === 'shipping')).toEqual([]);
    expect(untouched.every((o) => o.tracking_number === null)).toBe(true);
    expect(await notices('trial_shipped')).toEqual([]);

    const fixed = `주문번호,운송장번호\r\n${rows.map((r) => `${r[0]},${r[1]}`).join('\r\n')}\r\n`;
    const noCourier = await upload(new Blob([fixed], { type: 'text/csv' }));
    expect(noCourier.status).toBe(422);
    expect(pageText(await htmlOf(noCourier))).toContain('택배사가 비어 있습니다.');

    const done = await postForm(server, campaignPath(), { intent: 'tracking', courier: '롯데택배', file: new Blob([fixed], { type: 'text/csv' }) }, staff.cookie);
    expect(done.status).toBe(200);
    expect(pageText(await htmlOf(done))).toContain(`${winners.length}건을 배송중으로 바꿨습니다.`);
    const shipped = (await statuses()).filter((o) => o.status === 'shipping');
    expect(shipped.map((o) => o.id).sort()).toEqual([...winners].sort());
    for (const o of shipped) {
      expect(o.courier).toBe('롯데택배');
      expect(o.tracking_number).toBe(rows.find((r) => r[0] === o.id)![1]);
    }
    const history = await db().selectFrom('recruitment_status_log').select('status').where('subject_id', '=', winners[0]!).orderBy('created_at').orderBy('id').execute();
    // (Moves within one millisecond: the set, not the order.)
    expect(history.map((h) => h.status).sort()).toEqual(['applied', 'preparing', 'selected', 'shipping']);

    // The same file again: those are 배송중 now, so it is refused and nobody is told twice.
    expect((await upload(new Blob([fixed], { type: 'text/csv' }))).status).toBe(422);
    const told = await notices('trial_shipped');
    expect(told).toHaveLength(winners.length);
    expect(new Set(told.map((t) => t.member_id)).size).toBe(winners.length);
    const audits = await db().selectFrom('audit_log').select('object_id').where('action', '=', 'recruitment.importTracking').execute();
    expect(audits.filter((a) => winners.includes(a.object_id))).toHaveLength(winners.length);
  });

  it('moves several applications at once from the list (배송완료), audited, each member told once', async () => {
    const shipped = (await statuses()).filter((o) => o.status === 'shipping').map((o) => o.id);
    const res = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', ids: shipped, status: 'delivered' }, staff.cookie);
    expect(res.status).toBe(200);
    expect(pageText(await htmlOf(res))).toContain(`${shipped.length}건을 ‘배송완료’로 바꿨습니다.`);
    expect((await statuses()).filter((o) => o.status === 'delivered').map((o) => o.id).sort()).toEqual([...shipped].sort());
    const again = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', ids: shipped, status: 'delivered' }, staff.cookie);
    expect(pageText(await htmlOf(again))).toContain(`${shipped.length}건은 바꾸지 못했습니다.`);
    expect(await notices('trial_delivered')).toHaveLength(shipped.length);
    const audits = await db().selectFrom('audit_log').select(['object_id', 'changes']).where('action', '=', 'recruitment.drawOrders').execute();
    expect(audits.filter((a) => shipped.includes(a.object_id))).toHaveLength(shipped.length);
  });
});
