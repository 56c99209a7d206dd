import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, pageText, postForm, sessionFrom } from '../fixtures/forms';
import { challengeFrom, enrolledStaff, signInStaff, totpCode } from '../fixtures/staff';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const codeOf = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/**
 * Issue 14, item 4: staff sign in with a second factor (TOTP, RFC 6238): a password alone opens
 * nothing; admins enrol at their first sign-in (QR code, then recovery codes once); wrong codes
 * are throttled; a code and a recovery code work once; staff sessions are shorter.
 */
describe.each(dialects)('two-factor sign-in for staff on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0', STAFF_SESSION_IDLE_MINUTES: '10', STAFF_SESSION_ABSOLUTE_HOURS: '4', STAFF_TOTP_MAX_FAILURES: '3' });
  const db = () => server.services.db.kysely;

  it('a CLI-made admin enrols at the first sign-in: no session before the code, the QR code, then recovery codes once', async () => {
    const admin = await createMember(db(), { role: 'admin', name: '첫 관리자' });
    const login = await postForm(server, '/login', { email: admin.email, password: admin.password, startURL: '/' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/login/second-factor');
    expect(sessionFrom(login)).toBeUndefined(); // the password alone gives no session
    const challenge = challengeFrom(login)!;
    expect(Number((await db().selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', admin.id).executeTakeFirstOrThrow()).n)).toBe(0);

    const page = await htmlOf(await server.fetch('/login/second-factor', { headers: { Cookie: challenge } }));
    expect(page).toContain('2단계 인증 등록');
    expect(page).toMatch(/src="data:image\/png;base64,/);

    const wrong = await postForm(server, '/login/second-factor', { code: '000000' }, challenge);
    expect(wrong.status).toBe(400);
    expect(pageText(await htmlOf(wrong))).toContain('인증 코드가 맞지 않습니다. (남은 시도 2회)');

    const { pending_secret } = await db().selectFrom('staff_sign_in_challenges').select('pending_secret').where('member_id', '=', admin.id).executeTakeFirstOrThrow();
    const enrolled = await postForm(server, '/login/second-factor', { code: codeOf(pending_secret!) }, challenge);
    expect(enrolled.status).toBe(200);
    const text = pageText(await htmlOf(enrolled));
    expect(text).toContain('복구 코드');
    expect(text.match(/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}/g)?.length).toBe(10);
    const cookie = sessionFrom(enrolled)!;
    expect((await server.fetch('/staff', { headers: { Cookie: cookie } })).status).toBe(200);
    const stored = await db().selectFrom('staff_recovery_codes').select('code_hash').where('member_id', '=', admin.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of text.match(/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}/g)!) expect(stored.map((s) => s.code_hash)).not.toContain(code);
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_id']).where('object_id', '=', admin.id).execute();
    expect(audit).toContainEqual({ action: 'staff.enrolSecondFactor', actor_id: admin.id });
  });

  it('an enrolled account lands on the staff home after its code; the same code never works twice', async () => {
    const admin = await enrolledStaff(server.services, 'admin', '관리자');
    const { cookie, location } = await signInStaff(server, admin);
    expect(location).toBe('/staff');
    expect((await server.fetch('/staff', { headers: { Cookie: cookie } })).status).toBe(200);
    // A second sign-in with the code just used is refused.
    const again = await postForm(server, '/login', { email: admin.email, password: admin.password, startURL: '/' });
    const replay = await postForm(server, '/login/second-factor', { code: totpCode(admin.secret) }, challengeFrom(again)!);
    expect(replay.status).toBe(400);
    // A staff page asked for before signing in is where it lands.
    const next = await postForm(server, '/login', { email: admin.email, password: admin.password, startURL: '/staff/audit' });
    const done = await postForm(server, '/login/second-factor', { code: totpCode(admin.secret, 1) }, challengeFrom(next)!);
    expect(done.headers.get('location')).toBe('/staff/audit');
  });

  it('wrong codes end the attempt after STAFF_TOTP_MAX_FAILURES and are throttled per account', async () => {
    const support = await enrolledStaff(server.services, 'support', '상담');
    const login = await postForm(server, '/login', { email: support.email, password: support.password, startURL: '/' });
    const challenge = challengeFrom(login)!;
    expect((await postForm(server, '/login/second-factor', { code: '111111' }, challenge)).status).toBe(400);
    expect((await postForm(server, '/login/second-factor', { code: '222222' }, challenge)).status).toBe(400);
    const ended = await postForm(server, '/login/second-factor', { code: '333333' }, challenge);
    expect(ended.status).toBe(409);
    expect(pageText(await htmlOf(ended))).toContain('처음부터 다시 로그인해 주세요.');
    // The account's limit is spent for the window, even with a new attempt and the right code.
    const login2 = await postForm(server, '/login', { email: support.email, password: support.password, startURL: '/' });
    const throttled = await postForm(server, '/login/second-factor', { code: totpCode(support.secret) }, challengeFrom(login2)!);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a recovery code works once', async () => {
    const editor = await enrolledStaff(server.services, 'editor', '편집');
    const { cookie } = await signInStaff(server, editor);
    const renewed = await postForm(server, '/staff/security', { intent: 'recovery', code: totpCode(editor.secret, 1) }, cookie);
    expect(renewed.status).toBe(200);
    const code = pageText(await htmlOf(renewed)).match(/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}/)![0];
    const first = await postForm(server, '/login', { email: editor.email, password: editor.password, startURL: '/' });
    const used = await postForm(server, '/login/second-factor', { code: code.toUpperCase() }, challengeFrom(first)!);
    expect(used.status).toBe(302);
    const second = await postForm(server, '/login', { email: editor.email, password: editor.password, startURL: '/' });
    expect((await postForm(server, '/login/second-factor', { code }, challengeFrom(second)!)).status).toBe(400);
  });

  it('staff sessions have the staff limits; members keep theirs', async () => {
    const admin = await enrolledStaff(server.services, 'admin', '관리자 세션');
    await signInStaff(server, admin);
    const staffSession = await db().selectFrom('sessions').selectAll().where('member_id', '=', admin.id).executeTakeFirst();
    const member = await createMember(db(), { name: '회원' });
    const login = await postForm(server, '/login', { email: member.email, password: member.password, startURL: '/mypage' });
    expect(login.headers.get('location')).toBe('/mypage');
    const memberSession = await db().selectFrom('sessions').selectAll().where('member_id', '=', member.id).executeTakeFirst();
    {
      const span = (s: { created_at: string; idle_expires_at: string; absolute_expires_at: string }) => ({
        idle: Math.round((Date.parse(s.idle_expires_at) - Date.parse(s.created_at)) / 60_000),
        absolute: Math.round((Date.parse(s.absolute_expires_at) - Date.parse(s.created_at)) / 3_600_000),
      });
      expect(span(staffSession!)).toEqual({ idle: 10, absolute: 4 });
      expect(span(memberSession!)).toEqual({ idle: 30, absolute: 12 });
    }
  });
});

describe.each(dialects)('a role that need not have a second factor on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0', STAFF_TOTP_ROLES: 'admin' });

  it('signs in with the password alone and lands on the staff home; an admin still needs one', async () => {
    const support = await createMember(server.services.db.kysely, { role: 'support', name: '상담' });
    const login = await postForm(server, '/login', { email: support.email, password: support.password, startURL: '/' });
    expect(login.headers.get('location')).toBe('/staff');
    expect(sessionFrom(login)).toBeDefined();
    const admin = await createMember(server.services.db.kysely, { role: 'admin', name: '관리' });
    const adminLogin = await postForm(server, '/login', { email: admin.email, password: admin.password, startURL: '/' });
    expect(adminLogin.headers.get('location')).toBe('/login/second-factor');
  });
});
