import { beforeAll, describe, expect, it } from 'vitest';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { enrolledStaff, signInStaff } from '../fixtures/staff';
import { dialects } from '../setup/test-server';

type Person = Awaited<ReturnType<typeof signedInMember>>;

const LINK = /value="(http[^"]+staff-invitation\?token=[A-Za-z0-9_-]{43})"/g;
const linksIn = (html: string) => [...html.matchAll(LINK)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')));
const pathOf = (url: URL) => url.pathname + url.search;

/**
 * Issue 24, item 6: a store clerk redeems the coupons of their own store only, sees the coupon
 * before using it, is told when and where a used coupon was used, and may open nothing else
 * (the role walk, staff-roles.test.ts, walks every page and method as the clerk). Item 4: pending
 * invitations list role, stores, inviter and expiry; renewing kills the old link; resending mails.
 */
describe.each(dialects)('the store clerk and staff invitations on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0', COUPON_LOOKUPS_PER_STAFF_PER_MINUTE: '1000' });
  const db = () => server.services.db.kysely;
  let admin: Person;
  let clerk: Person;
  /** A coupon for 성수점 (the clerk's store) and one for 제주노형점 (another store). */
  let own: { code: string; pin: string };
  let other: { code: string };

  const issue = async (name: string, storeId: string, productId: string) => {
    const buyer = await signedInMember(server.services, 'member', name);
    const res = await rpc(server, 'StoreController', 'issuePlus1Coupon', { storeId, productId }, { cookie: buyer.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await db().selectFrom('coupons').select(['code', 'pin']).where('member_id', '=', buyer.id).executeTakeFirstOrThrow();
    return { code: row.code, pin: row.pin! };
  };
  const redeemPage = (cookie: string, query = '') => server.fetch(`/staff/coupons/redeem${query}`, { headers: { Cookie: cookie } });

  beforeAll(async () => {
    admin = await signedInMember(server.services, 'admin', '대표 관리자');
    clerk = await signedInMember(server.services, 'clerk', '성수 직원');
    own = await issue('김도수', 'store-seoul-seongsu', 'p-dog-coat');
    other = await issue('박보리', 'store-jeju-nohyeong', 'p-dog-calm');
  });

  it('an admin binds the clerk to a store on /staff/accounts (audited); a clerk needs at least one', async () => {
    const none = await postForm(server, '/staff/accounts', { intent: 'role', memberId: clerk.id, role: 'clerk' }, admin.cookie);
    expect(none.status).toBe(400);
    expect(pageText(await htmlOf(none))).toContain('매장 직원은 일할 매장을 하나 이상 골라 주세요.');
    const bound = await postForm(server, '/staff/accounts', { intent: 'role', memberId: clerk.id, role: 'clerk', storeIds: ['store-seoul-seongsu'] }, admin.cookie);
    expect(bound.status).toBe(302);
    expect(await db().selectFrom('staff_stores').select('store_id').where('account_id', '=', clerk.id).execute()).toEqual([{ store_id: 'store-seoul-seongsu' }]);
    const audit = await db().selectFrom('audit_log').select(['action', 'changes']).where('object_id', '=', clerk.id).execute();
    expect(audit.some((a) => a.action === 'staff.changeRole' && a.changes.includes('펫마루 성수점'))).toBe(true);
    const list = pageText(await htmlOf(await server.fetch('/staff/accounts', { headers: { Cookie: admin.cookie } })));
    expect(list).toContain('매장: 펫마루 성수점');
  });

  it('the clerk sees the coupon of their store before using it, then redeems it once; "already used" says when and where', async () => {
    const page = await redeemPage(clerk.cookie, `?code=${own.code}`);
    expect(page.status).toBe(200);
    const text = pageText(await htmlOf(page));
    expect(text).toContain('근무 매장: 펫마루 성수점');
    expect(text).toContain('김*수');
    expect(text).not.toContain('김도수');
    expect(text).toContain('사용가능');
    expect(text).toContain('유효 기간');
    expect(text).toContain('사용 처리');
    // The clerk's store comes from the server: a storeId in the form is ignored.
    const done = await postForm(server, `/staff/coupons/redeem?code=${own.code}`, { code: own.code, storeId: 'store-jeju-nohyeong' }, clerk.cookie);
    expect(done.status).toBe(200);
    expect(pageText(await htmlOf(done))).toContain('사용 처리했습니다.');
    const redemption = await db().selectFrom('coupon_redemptions').selectAll().where('staff_id', '=', clerk.id).executeTakeFirstOrThrow();
    expect(redemption.store_id).toBe('store-seoul-seongsu');
    const when = formatSeoulMinute(redemption.redeemed_at);
    const again = await postForm(server, '/staff/coupons/redeem', { code: own.pin }, clerk.cookie);
    expect(again.status).toBe(409);
    expect(pageText(await htmlOf(again))).toContain(`이미 사용된 쿠폰입니다. (${when} · 펫마루 성수점에서 사용)`);
    const shown = pageText(await htmlOf(await redeemPage(clerk.cookie, `?code=${own.code}`)));
    expect(shown).toContain(`(${when} · 펫마루 성수점에서 사용)`);
    const viaRpc = await rpc(server, 'StoreController', 'redeemCoupon', { code: own.code, storeId: 'store-seoul-seongsu' }, { cookie: clerk.cookie });
    expect(viaRpc.status).toBe(409);
    expect(viaRpc.failure.message).toContain(`${when} · 펫마루 성수점에서 사용`);
  });

  it("refuses the clerk another store's coupon on the page and over RPC, without showing it", async () => {
    const page = await redeemPage(clerk.cookie, `?code=${other.code}`);
    const text = pageText(await htmlOf(page));
    expect(text).toContain('이 매장에서 사용할 수 없는 쿠폰입니다.');
    expect(text).toContain('바른펫 제주노형점');
    expect(text).not.toContain('박*리');
    expect(text).not.toContain('사용 처리했습니다');
    const post = await postForm(server, '/staff/coupons/redeem', { code: other.code }, clerk.cookie);
    expect(post.status).toBe(409);
    expect(pageText(await htmlOf(post))).toContain('(사용 매장: 바른펫 제주노형점)');
    const find = await rpc(server, 'StoreController', 'findCoupon', { code: other.code }, { cookie: clerk.cookie });
    expect(find.status).toBe(409);
    expect(find.failure.errorCode).toBe('OTHER_STORE');
    // Naming the coupon's own store does not help: it is not the clerk's.
    const redeem = await rpc(server, 'StoreController', 'redeemCoupon', { code: other.code, storeId: 'store-jeju-nohyeong' }, { cookie: clerk.cookie });
    expect(redeem.status).toBe(403);
    expect(redeem.failure.errorCode).toBe('NOT_YOUR_STORE');
    expect((await db().selectFrom('coupons').select('used_at').where('code', '=', other.code).executeTakeFirstOrThrow()).used_at).toBeNull();
    // Support still redeems at any store.
    const support = await signedInMember(server.services, 'support', '상담 담당');
    const bySupport = await rpc(server, 'StoreController', 'redeemCoupon', { code: other.code, storeId: 'store-jeju-nohyeong' }, { cookie: support.cookie });
    expect(bySupport.status).toBe(200);
  });

  it('a clerk of several stores picks once among their own, and the device remembers it', async () => {
    const two = await signedInMember(server.services, 'clerk', '두 매장 직원');
    await postForm(server, '/staff/accounts', { intent: 'role', memberId: two.id, role: 'clerk', storeIds: ['store-seoul-seongsu', 'store-busan-seomyeon'] }, admin.cookie);
    const picker = await htmlOf(await redeemPage(two.cookie));
    expect(pageText(picker)).toContain('근무 매장을 골라 주세요.');
    expect(picker).toContain('value="store-busan-seomyeon"');
    expect(picker).not.toContain('store-jeju-nohyeong');
    expect((await postForm(server, '/staff/coupons/redeem', { intent: 'store', storeId: 'store-jeju-nohyeong' }, two.cookie)).status).toBe(400);
    const picked = await postForm(server, '/staff/coupons/redeem', { intent: 'store', storeId: 'store-busan-seomyeon' }, two.cookie);
    expect(picked.status).toBe(302);
    const cookie = /clerk_store=[^;]+/.exec(picked.headers.get('set-cookie') ?? '')![0];
    const page = pageText(await htmlOf(await redeemPage(`${two.cookie}; ${cookie}`)));
    expect(page).toContain('근무 매장: 펫마루 서면점');
    expect(page).not.toContain('근무 매장을 골라 주세요.');
    // A remembered store the clerk is no longer bound to brings the picker back.
    expect(pageText(await htmlOf(await redeemPage(`${two.cookie}; clerk_store=store-jeju-nohyeong`)))).toContain('근무 매장을 골라 주세요.');
  });

  it('a clerk signs in with the second factor and lands on the redeem page; nothing else opens', async () => {
    const account = await enrolledStaff(server.services, 'clerk', '새 직원');
    const { cookie, location } = await signInStaff(server, account);
    expect(location).toBe('/staff/coupons/redeem');
    for (const path of ['/staff', '/staff/members', '/staff/inquiries', '/staff/accounts']) expect((await server.fetch(path, { headers: { Cookie: cookie } })).status, path).toBe(403);
    expect((await server.fetch('/staff/security', { headers: { Cookie: cookie } })).status).toBe(200);
    const html = await htmlOf(await server.fetch('/staff/coupons/redeem', { headers: { Cookie: cookie } }));
    // No link leads to the staff home (brand, menu and breadcrumb): it would only be refused.
    expect(html).not.toMatch(/href="\/staff"/);
    const menu = pageText(html);
    expect(menu).toContain('쿠폰 사용 처리');
    expect(menu).toContain('내 보안 설정');
    expect(menu).not.toContain('회원 조회');
    expect(menu).not.toContain('1:1 문의 답변');
    // No store bound yet: the page says so instead of redeeming anywhere.
    expect(menu).toContain('배정된 매장이 없습니다.');
  });

  it('invitations: a clerk is invited with stores; the pending list shows role, stores, inviter and expiry; renewing kills the old link', async () => {
    const missing = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'clerk-new@example.kr', role: 'clerk' }, admin.cookie);
    expect(missing.status).toBe(400);
    const invite = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'clerk-new@example.kr', role: 'clerk', storeIds: ['store-seoul-seongsu'] }, admin.cookie);
    expect(invite.status).toBe(200);
    const [first] = linksIn(await htmlOf(invite));
    const second = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'other-new@example.kr', role: 'editor' }, admin.cookie);
    expect(linksIn(await htmlOf(second))).toHaveLength(1);

    const row = await db().selectFrom('staff_invitations').select(['id', 'expires_at']).where('email', '=', 'clerk-new@example.kr').where('revoked_at', 'is', null).executeTakeFirstOrThrow();
    const list = pageText(await htmlOf(await server.fetch('/staff/accounts', { headers: { Cookie: admin.cookie } })));
    expect(list).toContain('clerk-new@example.kr · 매장 직원 (펫마루 성수점)');
    expect(list).toContain(`초대한 사람 대표 관리자 · ${formatSeoulMinute(row.expires_at)}까지 (한국 시간)`);
    expect(list).toContain('other-new@example.kr · 편집자');

    const renewed = await postForm(server, '/staff/accounts', { intent: 'renew', invitationId: row.id }, admin.cookie);
    expect(renewed.status).toBe(200);
    const renewedHtml = await htmlOf(renewed);
    expect(pageText(renewedHtml)).toContain('새 초대 링크를 만들었습니다. 전에 보낸 링크는 더 쓸 수 없습니다.');
    const [fresh] = linksIn(renewedHtml);
    expect(pathOf(fresh!)).not.toBe(pathOf(first!));
    expect(pageText(await htmlOf(await server.fetch(pathOf(first!))))).toContain('초대 링크가 만료되었거나 이미 사용되었습니다.');
    expect(pageText(await htmlOf(await server.fetch(pathOf(fresh!))))).toContain('clerk-new@example.kr');
    const audit = await db().selectFrom('audit_log').select('action').where('object_id', '=', row.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['staff.invite', 'staff.renewInvitation']));

    const accepted = await postForm(server, pathOf(fresh!), { name: '최직원', password: 'violet harbour seventy', passwordConfirm: 'violet harbour seventy' });
    expect(accepted.status).toBe(302);
    const account = await db().selectFrom('members').select(['id', 'role']).where('email', '=', 'clerk-new@example.kr').executeTakeFirstOrThrow();
    expect(account.role).toBe('clerk');
    expect(await db().selectFrom('staff_stores').select('store_id').where('account_id', '=', account.id).execute()).toEqual([{ store_id: 'store-seoul-seongsu' }]);
  });

  it('invitations: resending mails a new link and kills the old one', async () => {
    const invite = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'resend@example.kr', role: 'support' }, admin.cookie);
    const [old] = linksIn(await htmlOf(invite));
    const row = await db().selectFrom('staff_invitations').select('id').where('email', '=', 'resend@example.kr').executeTakeFirstOrThrow();
    const mails = () => db().selectFrom('mail_outbox').select('data').where('to_address', '=', 'resend@example.kr').execute();
    expect(await mails()).toHaveLength(1);
    const resent = await postForm(server, '/staff/accounts', { intent: 'resend', invitationId: row.id }, admin.cookie);
    expect(resent.status).toBe(200);
    expect(pageText(await htmlOf(resent))).toContain('새 링크로 초대 메일을 다시 보냈습니다.');
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const newPath = (JSON.parse(sent.at(-1)!.data) as { path: string }).path;
    expect(newPath).not.toBe(pathOf(old!));
    expect(pageText(await htmlOf(await server.fetch(pathOf(old!))))).toContain('초대 링크가 만료되었거나 이미 사용되었습니다.');
    expect(pageText(await htmlOf(await server.fetch(newPath)))).toContain('resend@example.kr');
    // A revoked invitation cannot be renewed.
    await postForm(server, '/staff/accounts', { intent: 'revoke', invitationId: row.id }, admin.cookie);
    expect((await postForm(server, '/staff/accounts', { intent: 'renew', invitationId: row.id }, admin.cookie)).status).toBe(404);
  });
});
