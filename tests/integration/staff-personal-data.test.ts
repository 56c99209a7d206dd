import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_VIEWED_MEMBER_ROUTES } from '#app/features/staff/personal-data-routes';
import { STAFF_ROUTES } from '#app/config/staff-routes';
import { requestPasswordReset } from '#app/features/account/password-reset.server';
import type { PersonalDataDeclaration } from '#server/platform/audit/personal-data';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { isStaffAccess } from '#server/platform/operations/credentials';
import { createMemberData, type MemberData } from '../fixtures/member-data';
import { signedInMember } from '../fixtures/members';
import { pdf } from '../fixtures/images';
import { rpcRequest, unchecked } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects, type TestServer } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The seeded member's personal data, as pages and answers write it. */
const NAME = '탁서린';
const EMAIL = 'walk.privacy@example.kr';
const MARKERS = [NAME, EMAIL, '01012345678', '010-1234-5678', '101동 1203호'];

/** What one staff page or method answered the admin: which of the member's data it showed. */
interface Visit {
  id: string;
  status: number;
  shows: string[];
  declared: PersonalDataDeclaration;
  /** View entries of the declared action written by this answer. */
  entries: number;
}

/** The pages and methods that showed a member's data without declaring it (the rule the walk checks). */
function undeclaredViews(visits: readonly Visit[], declarationOf: (id: string) => PersonalDataDeclaration): string[] {
  return visits.filter((v) => v.shows.length > 0 && declarationOf(v.id) === false).map((v) => v.id);
}

/** A staff inquiry form post with one PDF, the way a browser sends it. */
async function inquiryWithAttachment(server: TestServer, cookie: string): Promise<{ inquiryId: string; attachmentId: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ intent: 'save', category: 'delivery', title: '배송지 확인 부탁드려요', body: '주소를 바꿨는데 체험 사료가 새 주소로 가는지 확인 부탁드립니다.' })) form.append(k, v);
  form.append('attachments', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), '주소.pdf');
  const res = await server.fetch('/mypage/myqna/request', { method: 'POST', headers: { Origin: server.url, Cookie: cookie }, body: form });
  if (res.status !== 302) throw new Error(`inquiry form answered ${res.status}`);
  const row = await server.services.db.kysely.selectFrom('inquiry_attachments').select(['id', 'inquiry_id']).orderBy('id').executeTakeFirstOrThrow();
  return { inquiryId: row.inquiry_id, attachmentId: row.id };
}

/**
 * Item 3 of the back-office security issue: every staff page of the route table and every staff
 * server method is opened by an admin with real records; whatever shows the seeded member's name,
 * e-mail, phone or address must declare `personalData`, and each declared answer must have left
 * its 'view' entry in the audit trail (written by the platform, in the database).
 */
describe.each(dialects)('staff views of personal data on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let admin: Member;
  let member: Member;
  let data: MemberData;
  let withFile: { inquiryId: string; attachmentId: string };
  let couponCode: string;
  const pageVisits: Visit[] = [];
  const methodVisits: Visit[] = [];

  const db = () => server.services.db.kysely;
  const viewEntries = async (action: string) =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('actor_id', '=', admin.id)
          .where('kind', '=', 'view')
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const shownIn = (body: string) => MARKERS.filter((m) => body.includes(m));

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', NAME);
    await db().updateTable('members').set({ email: EMAIL, marketing_email: 1, marketing_updated_at: new Date().toISOString() }).where('id', '=', member.id).execute();
    data = await createMemberData(server, member);
    withFile = await inquiryWithAttachment(server, member.cookie);
    // A live reset link to the member in the outbox (what /staff/mail shows an admin).
    await requestPasswordReset(server.services, EMAIL, '127.0.0.1', server.services.afterResponse.laterFor(undefined));
    await server.services.afterResponse.settled();
    couponCode = (await db().selectFrom('coupons').select('code').where('id', '=', data.couponId).executeTakeFirstOrThrow()).code;
    admin = await signedInMember(server.services, 'staff', '감사담당');
  });

  /** The query each page needs to show a real record (or to search by the member's phone digits). */
  const queryOf = (id: string): string =>
    ({
      'staff-inquiry-detail': `?id=${withFile.inquiryId}`,
      'staff-trial-detail': `?id=${data.orderId}`,
      'staff-claim-detail': `?id=${data.returnId}`,
      'staff-member-detail': `?id=${member.id}`,
      'staff-members': '?q=01012345678',
      'staff-trials': '?q=01012345678',
      'staff-coupon-redeem': `?code=${couponCode}`,
    })[id] ?? '';

  it('every staff page that shows a member’s name, e-mail, phone or address declares it, and each view is in the audit trail', async () => {
    for (const route of STAFF_ROUTES) {
      const action = route.personalData === false ? null : route.personalData.action;
      const before = action === null ? 0 : await viewEntries(action);
      const res = await server.fetch(`${route.path}${queryOf(route.id)}`, { headers: { Cookie: admin.cookie } });
      const body = await res.text();
      pageVisits.push({ id: route.id, status: res.status, shows: shownIn(body), declared: route.personalData, entries: action === null ? 0 : (await viewEntries(action)) - before });
    }
    expect(undeclaredViews(pageVisits, (id) => STAFF_ROUTES.find((r) => r.id === id)!.personalData)).toEqual([]);
    for (const visit of pageVisits.filter((v) => v.declared !== false && v.status === 200)) expect({ id: visit.id, entries: visit.entries }).toEqual({ id: visit.id, entries: 1 });
    // The seed reached the pages it is meant for: the walk is not vacuous.
    const showing = pageVisits.filter((v) => v.shows.length > 0).map((v) => v.id);
    expect(showing).toEqual(expect.arrayContaining(['staff-inquiry-detail', 'staff-trial-detail', 'staff-claim-detail', 'staff-members', 'staff-member-detail', 'staff-trials', 'staff-marketing-consent', 'staff-mail']));
  });

  it('a client-side navigation (single-fetch .data) is audited like the document, and a phone search keeps its kind, not the digits', async () => {
    const before = await viewEntries('trials.view');
    const res = await server.fetch(`/staff/trials/detail.data?id=${data.orderId}`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(await viewEntries('trials.view')).toBe(before + 1);
    const entry = await db().selectFrom('audit_log').select(['object_type', 'object_id', 'changes']).where('action', '=', 'trials.view').orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ object_type: 'trial_order', object_id: data.orderId });

    const search = await db().selectFrom('audit_log').select(['object_id', 'changes']).where('action', '=', 'trials.list').where('actor_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(JSON.parse(search.changes)).toEqual({ fields: ['name', 'mobile'], search: 'phone' });
    expect(search.changes).not.toContain('01012345678');
    expect(search.object_id).toContain(data.orderId);

    // The audit page names these entries in Korean.
    const audit = await (await server.fetch('/staff/audit?kind=view', { headers: { Cookie: admin.cookie } })).text();
    expect(audit).toContain('체험 신청 열람');
    expect(audit).toContain('전화번호로 검색');
  });

  it('staff opening a member’s inquiry attachment is audited; the member opening their own is not', async () => {
    const before = await viewEntries('inquiries.viewAttachment');
    const path = `/mypage/myqna/attachment?id=${withFile.attachmentId}`;
    expect((await server.fetch(path, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    expect(await viewEntries('inquiries.viewAttachment')).toBe(before + 1);
    expect((await server.fetch(path, { headers: { Cookie: member.cookie } })).status).toBe(200);
    const byMember = await db().selectFrom('audit_log').select('id').where('actor_id', '=', member.id).where('kind', '=', 'view').execute();
    expect(byMember).toEqual([]);
    expect(STAFF_VIEWED_MEMBER_ROUTES.map((r) => r.path)).toContain('/mypage/myqna/attachment');
  });

  it('every staff server method that answers with a member’s data declares it, and each answer is in the audit trail', async () => {
    const paramsOf: Record<string, unknown> = {
      'QnaController.answerInquiry': { inquiryId: withFile.inquiryId, answer: '새 주소로 보내 드렸어요. 내일 도착 예정입니다.' },
      'StoreController.findCoupon': { code: couponCode },
    };
    for (const [className, methods] of Object.entries(controllers)) {
      for (const [methodName, raw] of Object.entries(methods)) {
        const def = raw as RpcMethod;
        if (!isStaffAccess(def.access)) continue;
        const id = `${className}.${methodName}`;
        const action = def.personalData ? def.personalData.action : null;
        const before = action === null ? 0 : await viewEntries(action);
        const res = await rpcRequest(server, className as 'QnaController', methodName as 'getInquiries', unchecked(paramsOf[id] ?? {}), { cookie: admin.cookie });
        const body = await res.text();
        methodVisits.push({ id, status: res.status, shows: shownIn(body), declared: def.personalData ?? false, entries: action === null ? 0 : (await viewEntries(action)) - before });
      }
    }
    expect(undeclaredViews(methodVisits, (id) => methodVisits.find((v) => v.id === id)!.declared)).toEqual([]);
    for (const visit of methodVisits.filter((v) => v.declared !== false && v.status === 200)) expect({ id: visit.id, entries: visit.entries }).toEqual({ id: visit.id, entries: 1 });
    expect(methodVisits.filter((v) => v.shows.length > 0).map((v) => v.id)).toEqual(expect.arrayContaining(['QnaController.getInquiries', 'QnaController.answerInquiry']));
  });

  it('the walk fails a page or method that shows a member’s data but is declared personalData: false', () => {
    const wrongPage = (id: string) => (id === 'staff-trial-detail' ? false : STAFF_ROUTES.find((r) => r.id === id)!.personalData);
    expect(undeclaredViews(pageVisits, wrongPage)).toEqual(['staff-trial-detail']);
    const wrongMethod = (id: string) => (id === 'QnaController.getInquiries' ? false : methodVisits.find((v) => v.id === id)!.declared);
    expect(undeclaredViews(methodVisits, wrongMethod)).toEqual(['QnaController.getInquiries']);
  });
});
