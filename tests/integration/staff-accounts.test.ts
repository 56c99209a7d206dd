import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, pageText, postForm, sessionFrom } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { challengeFrom, enrolledStaff, signInStaff } from '../fixtures/staff';
import { serverFixture } from '../fixtures/server';
import { rpc } from '../fixtures/rpc-client';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

type Person = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Issue 14, items 3 and 5: admins invite staff (a single-use, expiring link, shown to copy while
 * no mail is configured), change roles and disable accounts (every session ends at once);
 * support finds members by e-mail, name or phone, opens one member (logged) and suspends them
 * (no sign-in, and the reason is shown); admins export the marketing-consent list.
 */
describe.each(dialects)('staff accounts and member support on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  const db = () => server.services.db.kysely;
  let admin: Person;
  let support: Person;
  const isSignedIn = async (cookie: string) => (await rpc(server, 'SessionController', 'getUserContext', {}, { cookie })).body as { isGuest: boolean };

  beforeAll(async () => {
    admin = await signedInMember(server.services, 'admin', '대표 관리자');
    support = await signedInMember(server.services, 'support', '상담 담당');
  });

  it('an invitation link makes a staff account once, then the second factor is enrolled', async () => {
    const invite = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'Editor@Example.kr', role: 'editor' }, admin.cookie);
    expect(invite.status).toBe(200);
    const text = pageText(await htmlOf(invite));
    expect(text).toContain('editor@example.kr님을 편집자로 초대했습니다.');
    const link = /value="(http[^"]+staff-invitation\?token=[A-Za-z0-9_-]{43})"/.exec(await htmlOf(await postForm(server, '/staff/accounts', { intent: 'invite', email: 'editor@example.kr', role: 'editor' }, admin.cookie)))![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    // The second invitation replaced the first (one open link per address).
    expect(await db().selectFrom('staff_invitations').select('id').where('email', '=', 'editor@example.kr').where('revoked_at', 'is', null).execute()).toHaveLength(1);
    expect(pageText(await htmlOf(await server.fetch(path)))).toContain('editor@example.kr 계정을 편집자로 만듭니다.');
    const weak = await postForm(server, path, { name: '편집자', password: 'short', passwordConfirm: 'short' });
    expect(weak.status).toBe(400);
    const accepted = await postForm(server, path, { name: '김편집', password: 'violet harbour seventy', passwordConfirm: 'violet harbour seventy' });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/login/second-factor');
    expect(challengeFrom(accepted)).toBeDefined();
    const row = await db().selectFrom('members').select(['role', 'name']).where('email', '=', 'editor@example.kr').executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'editor', name: '김편집' });
    // Single use.
    expect(pageText(await htmlOf(await server.fetch(path)))).toContain('초대 링크가 만료되었거나 이미 사용되었습니다.');
    expect((await postForm(server, path, { name: '다른 사람', password: 'violet harbour seventy', passwordConfirm: 'violet harbour seventy' })).status).toBe(410);
    const actions = (await db().selectFrom('audit_log').select('action').execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.acceptInvitation']));
  });

  it('an expired invitation no longer works; an address that has an account cannot be invited', async () => {
    const html = await htmlOf(await postForm(server, '/staff/accounts', { intent: 'invite', email: 'late@example.kr', role: 'support' }, admin.cookie));
    const link = new URL(/value="(http[^"]+staff-invitation\?token=[A-Za-z0-9_-]{43})"/.exec(html)![1]!);
    await db().updateTable('staff_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'late@example.kr').execute();
    expect(pageText(await htmlOf(await server.fetch(link.pathname + link.search)))).toContain('초대 링크가 만료되었거나 이미 사용되었습니다.');
    expect((await postForm(server, link.pathname + link.search, { name: '늦은 사람', password: 'violet harbour seventy', passwordConfirm: 'violet harbour seventy' })).status).toBe(410);
    const taken = await postForm(server, '/staff/accounts', { intent: 'invite', email: support.email, role: 'support' }, admin.cookie);
    expect(taken.status).toBe(409);
  });

  it('disabling a staff account ends every one of its sessions at once and keeps it from signing in; a role change ends them too', async () => {
    const agent = await enrolledStaff(server.services, 'support', '퇴사 예정');
    const first = await signInStaff(server, agent);
    const second = await server.services.sessions.create(agent.id);
    expect((await isSignedIn(first.cookie)).isGuest).toBe(false);
    const disabled = await postForm(server, '/staff/accounts', { intent: 'disable', memberId: agent.id }, admin.cookie);
    expect(disabled.status).toBe(302);
    expect((await isSignedIn(first.cookie)).isGuest).toBe(true);
    expect((await isSignedIn(`sid=${second.id}`)).isGuest).toBe(true);
    expect((await server.fetch('/staff', { headers: { Cookie: first.cookie } })).status).toBe(302);
    const login = await postForm(server, '/login', { email: agent.email, password: agent.password, startURL: '/' });
    expect(login.status).toBe(403);
    expect(pageText(await htmlOf(login))).toContain('운영자 계정 사용 중지');
    await postForm(server, '/staff/accounts', { intent: 'enable', memberId: agent.id }, admin.cookie);
    const back = await server.services.sessions.create(agent.id);
    await postForm(server, '/staff/accounts', { intent: 'role', memberId: agent.id, role: 'editor' }, admin.cookie);
    expect((await isSignedIn(`sid=${back.id}`)).isGuest).toBe(true);
    expect((await db().selectFrom('members').select('role').where('id', '=', agent.id).executeTakeFirstOrThrow()).role).toBe('editor');
    const entries = await db().selectFrom('audit_log').select(['action', 'changes']).where('object_id', '=', agent.id).orderBy('at').execute();
    expect(entries.map((e) => e.action)).toEqual(['staff.disable', 'staff.enable', 'staff.changeRole']);
    expect(JSON.parse(entries[2]!.changes)).toEqual({ role: { before: 'support', after: 'editor' } });
  });

  it('an admin cannot disable or demote themselves, nor the last admin', async () => {
    const self = await postForm(server, '/staff/accounts', { intent: 'disable', memberId: admin.id }, admin.cookie);
    expect(self.status).toBe(409);
    expect((await postForm(server, '/staff/accounts', { intent: 'role', memberId: admin.id, role: 'support' }, admin.cookie)).status).toBe(409);
  });

  it('support finds a member by phone, name or e-mail, opens them (logged), suspends them with a reason the member is shown', async () => {
    const member = await createMember(db(), { name: '박보람', email: 'boram@example.kr' });
    await db().updateTable('members').set({ mobile: '010-5678-1234' }).where('id', '=', member.id).execute();
    const memberLogin = await postForm(server, '/login', { email: member.email, password: member.password, startURL: '/mypage' });
    const memberCookie = sessionFrom(memberLogin)!;
    for (const q of ['5678-1234', '01056781234', '보람', '박 보람', 'BORAM@', 'ㅂㅂㄹ', 'ㅂㄹ']) {
      const found = pageText(await htmlOf(await server.fetch(`/staff/members?q=${encodeURIComponent(q)}`, { headers: { Cookie: support.cookie } })));
      expect(found, q).toContain('박보람');
    }
    expect(pageText(await htmlOf(await server.fetch('/staff/members?q=없는사람', { headers: { Cookie: support.cookie } })))).toContain('찾는 회원이 없습니다.');
    // Initials match the name's own initials only, in order.
    expect(pageText(await htmlOf(await server.fetch(`/staff/members?q=${encodeURIComponent('ㄹㅂ')}`, { headers: { Cookie: support.cookie } })))).not.toContain('박보람');
    const detail = await server.fetch(`/staff/members/detail?id=${member.id}`, { headers: { Cookie: support.cookie } });
    expect(detail.status).toBe(200);
    const detailText = pageText(await htmlOf(detail));
    for (const heading of ['회원 정보', '반려동물', '체험 신청', '반품·환불', '1:1 문의', '쿠폰']) expect(detailText).toContain(heading);
    const views = await db().selectFrom('audit_log').select(['action', 'actor_id', 'kind']).where('kind', '=', 'view').where('actor_id', '=', support.id).execute();
    expect(views.map((v) => v.action)).toEqual(expect.arrayContaining(['members.search', 'members.view']));

    const short = await postForm(server, `/staff/members/detail?id=${member.id}`, { intent: 'suspend', reason: '짧음' }, support.cookie);
    expect(short.status).toBe(400);
    const suspended = await postForm(server, `/staff/members/detail?id=${member.id}`, { intent: 'suspend', reason: '타인 명의 도용 신고 확인 중' }, support.cookie);
    expect(suspended.status).toBe(302);
    expect((await isSignedIn(memberCookie)).isGuest).toBe(true);
    const refused = await postForm(server, '/login', { email: member.email, password: member.password, startURL: '/mypage' });
    expect(refused.status).toBe(403);
    expect(pageText(await htmlOf(refused))).toContain('이용이 정지된 계정입니다. 사유: 타인 명의 도용 신고 확인 중');
    const wrongPassword = await postForm(server, '/login', { email: member.email, password: 'not the password', startURL: '/' });
    expect(pageText(await htmlOf(wrongPassword))).not.toContain('이용이 정지된');
    const [entry] = await db().selectFrom('audit_log').select(['changes', 'actor_role']).where('action', '=', 'members.suspend').where('object_id', '=', member.id).execute();
    expect(entry!.actor_role).toBe('support');
    expect(JSON.parse(entry!.changes)).toEqual({ suspended: { before: false, after: true }, reason: { before: null, after: '타인 명의 도용 신고 확인 중' } });
    await postForm(server, `/staff/members/detail?id=${member.id}`, { intent: 'reactivate' }, support.cookie);
    expect((await postForm(server, '/login', { email: member.email, password: member.password, startURL: '/mypage' })).status).toBe(302);
  });

  it('the marketing-consent export: one row per member and channel, for admins only, logged', async () => {
    const fan = await createMember(db(), { name: '이수신', email: 'fan@example.kr' });
    await db().updateTable('members').set({ marketing_email: 1, marketing_sms: 0, marketing_kakao: 1, marketing_updated_at: '2026-11-01T01:00:00.000Z' }).where('id', '=', fan.id).execute();
    expect((await server.fetch('/staff/members/marketing-consent.csv', { headers: { Cookie: support.cookie } })).status).toBe(403);
    const res = await server.fetch('/staff/members/marketing-consent.csv', { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="marketing-consent-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('email,name,mobile,channel,consent,consent_date');
    expect(lines).toContain('fan@example.kr,이수신,,email,Y,2026-11-01T01:00:00.000Z');
    expect(lines).toContain('fan@example.kr,이수신,,sms,N,2026-11-01T01:00:00.000Z');
    expect(lines.some((l) => l.startsWith(`${admin.email},`))).toBe(false); // staff are not on the list
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'members.exportMarketingConsent').executeTakeFirst()).toBeDefined();
  });
});

describe.each(dialects)('staff invitations by e-mail on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', PAGE_CACHE_SECONDS: '0' }));

  it('with a mail server the invitation goes out through the outbox and its link makes the account', async () => {
    const admin = await signedInMember(server.services, 'admin', '메일 관리자');
    const invite = await postForm(server, '/staff/accounts', { intent: 'invite', email: 'support-mail@example.kr', role: 'support' }, admin.cookie);
    expect(invite.status).toBe(200);
    const html = await htmlOf(invite);
    expect(pageText(html)).toContain('초대 메일을 보냈습니다.');
    // The link is also shown to copy (issue 24, item 4; decision 048).
    expect(html).toContain('staff-invitation?token=');
    expect(await server.services.mail.runOnce()).toMatchObject({ sent: 1 });
    const mail = smtp.to('support-mail@example.kr').at(-1)!;
    expect(mail.subject).toContain('운영 관리 초대');
    expect(mail.text).toContain('고객지원');
    const path = /https?:\/\/\S+(\/staff-invitation\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const accepted = await postForm(server, path, { name: '이상담', password: 'violet harbour seventy', passwordConfirm: 'violet harbour seventy' });
    expect(accepted.status).toBe(302);
    expect((await server.services.db.kysely.selectFrom('members').select('role').where('email', '=', 'support-mail@example.kr').executeTakeFirstOrThrow()).role).toBe('support');
  });
});
