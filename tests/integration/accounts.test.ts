import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, postForm, sessionFrom } from '../fixtures/forms';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

const valid = {
  name: '김도담',
  email: 'dodam@example.com',
  password: 'bori and nabi 2026',
  passwordConfirm: 'bori and nabi 2026',
  mobile: '010-1234-5678',
  agreeTerms: 'on',
  agreePrivacy: 'on',
  agreeAge: 'on',
  termsVersion: '1',
  privacyVersion: '1',
  marketingSms: 'on',
};

describe.each(dialects)('accounts on %s', (dialect) => {
  const server = serverFixture(dialect, { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '1000', SIGNUP_MAX_PER_IP: '1000' });

  const memberCount = async () =>
    Number((await server.services.db.kysely.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  describe('sign-up', () => {
    it('explains every invalid field in Korean and writes nothing', async () => {
      const before = await memberCount();
      const res = await postForm(server, '/register', { name: '김', email: 'not-an-email', password: 'qwer1234', passwordConfirm: 'x', mobile: '1234' });
      expect(res.status).toBe(400);
      const html = await htmlOf(res);
      for (const message of [
        '이름을 2자 이상 입력해 주세요.',
        '올바른 이메일 주소를 입력해 주세요.',
        '너무 흔한 비밀번호입니다.',
        '비밀번호가 서로 다릅니다.',
        '휴대폰 번호를 정확히 입력해 주세요.',
        '이용약관에 동의해 주세요.',
        '개인정보 수집·이용에 동의해 주세요.',
        '만 14세 이상만 가입할 수 있습니다.',
      ]) {
        expect(html).toContain(message);
      }
      expect(html).not.toContain('qwer1234');
      expect(await memberCount()).toBe(before);
    });

    it('creates the member, signs them in, and welcomes them with a way on to a same-site startURL', async () => {
      const res = await postForm(server, '/register', { ...valid, startURL: '/mypage/mypet' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/register/welcome?startURL=%2Fmypage%2Fmypet');
      const cookie = sessionFrom(res);
      expect(cookie).toBeTruthy();
      expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
      const row = await server.services.db.kysely.selectFrom('members').selectAll().where('email', '=', 'dodam@example.com').executeTakeFirstOrThrow();
      expect(row.mobile).toBe('01012345678');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.marketing_sms).toBe(1);
      expect(row.terms_agreed_at).toBeTruthy();
      const page = await server.fetch('/mypage', { headers: { Cookie: cookie! } });
      expect(await htmlOf(page)).toContain('김도담님, 반가워요');
      // The welcome (issue 25, item 5): the next steps, and the page the visitor came from.
      const welcome = await htmlOf(await server.fetch('/register/welcome?startURL=%2Fmypage%2Fmypet', { headers: { Cookie: cookie! } }));
      expect(welcome).toContain('김도담님, 가입을 환영해요!');
      expect(welcome).toMatch(/<a[^>]*href="\/mypage\/mypet"[^>]*>보던 화면으로 계속하기<\/a>/);
      expect(welcome).toContain('href="/mypage/mypet/register"');
      expect(welcome).toContain('href="/bcs"');
      const plain = await htmlOf(await server.fetch('/register/welcome', { headers: { Cookie: cookie! } }));
      expect(plain).not.toContain('보던 화면으로 계속하기');
      const offSite = await htmlOf(await server.fetch('/register/welcome?startURL=https%3A%2F%2Fevil.example%2F', { headers: { Cookie: cookie! } }));
      expect(offSite).not.toContain('evil.example');
      // Guests are sent to log in.
      expect((await server.fetch('/register/welcome')).status).toBe(302);
    });

    it('refuses a duplicate email', async () => {
      const res = await postForm(server, '/register', { ...valid, email: 'DODAM@example.com' });
      expect(res.status).toBe(409);
      expect(await htmlOf(res)).toContain('이미 가입된 이메일입니다');
    });

    it('never follows an off-site startURL', async () => {
      const res = await postForm(server, '/register', { ...valid, email: 'other@example.com', startURL: 'https://evil.example/' });
      expect(res.headers.get('location')).toBe('/register/welcome');
    });
  });

  describe('login', () => {
    it('answers wrong password and unknown account the same way', async () => {
      const wrong = await postForm(server, '/login', { email: 'dodam@example.com', password: 'not the password' });
      const unknown = await postForm(server, '/login', { email: 'nobody@example.com', password: 'not the password' });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      const a = await htmlOf(wrong);
      const b = await htmlOf(unknown);
      expect(a).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
      expect(b).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
    });

    it('signs in, returns to startURL, and rotates the session id', async () => {
      const first = sessionFrom(await postForm(server, '/login', { email: 'dodam@example.com', password: valid.password }));
      const res = await postForm(server, '/login', { email: 'dodam@example.com', password: valid.password, startURL: '/mypage/edit' }, first);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/mypage/edit');
      const second = sessionFrom(res);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      const old = await server.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: first! } });
      expect(await old.json()).toEqual({ isGuest: true });
    });

    it('throttles an account after repeated failures, even with the right password', async () => {
      await createMember(server.services.db.kysely, { email: 'throttle@example.com', password: 'the right password' });
      for (let i = 0; i < 5; i++) await postForm(server, '/login', { email: 'throttle@example.com', password: `wrong ${i}` });
      const res = await postForm(server, '/login', { email: 'throttle@example.com', password: 'the right password' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await htmlOf(res)).toContain('로그인 시도가 너무 많습니다.');
      expect(sessionFrom(res)).toBeUndefined();
    });

    it('logs out', async () => {
      const cookie = sessionFrom(await postForm(server, '/login', { email: 'dodam@example.com', password: valid.password }));
      const res = await postForm(server, '/logout', {}, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('set-cookie')).toMatch(/sid=;.*Max-Age=0/);
      const after = await server.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: cookie! } });
      expect(await after.json()).toEqual({ isGuest: true });
    });
  });

  describe('profile, consent, password', () => {
    let cookie: string;
    beforeAll(async () => {
      await createMember(server.services.db.kysely, { email: 'edit@example.com', password: 'original password 1' });
      cookie = sessionFrom(await postForm(server, '/login', { email: 'edit@example.com', password: 'original password 1' }))!;
    });

    it('updates name, mobile and address', async () => {
      const res = await postForm(
        server,
        '/mypage/edit',
        { intent: 'profile', name: '이나비', mobile: '010 9876 5432', postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', jibunAddress: '서울 강남구 역삼동 737', extraAddress: ' (역삼동)', addressDetail: '12층' },
        cookie,
      );
      expect(res.status).toBe(200);
      expect(await htmlOf(res)).toContain('회원정보를 저장했습니다.');
      const row = await server.services.db.kysely.selectFrom('members').selectAll().where('email', '=', 'edit@example.com').executeTakeFirstOrThrow();
      expect([row.name, row.mobile, row.postcode, row.address_detail]).toEqual(['이나비', '01098765432', '06236', '12층']);
    });

    it('refuses an address typed without the postcode search', async () => {
      const res = await postForm(server, '/mypage/edit', { intent: 'profile', name: '이나비', mobile: '01098765432', postcode: 'abc', roadAddress: 'x' }, cookie);
      expect(res.status).toBe(400);
      expect(await htmlOf(res)).toContain('우편번호 검색으로 주소를 찾거나, 우편번호 5자리를 입력해 주세요.');
    });

    it('keeps the date of marketing consent and every change', async () => {
      const res = await postForm(server, '/marketing', { email: 'on', kakao: 'on' }, cookie);
      expect(res.status).toBe(200);
      const row = await server.services.db.kysely.selectFrom('members').selectAll().where('email', '=', 'edit@example.com').executeTakeFirstOrThrow();
      expect([row.marketing_sms, row.marketing_email, row.marketing_kakao]).toEqual([0, 1, 1]);
      expect(Date.parse(row.marketing_updated_at!)).toBeGreaterThan(Date.now() - 60_000);
      const log = await server.services.db.kysely.selectFrom('marketing_consent_log').selectAll().where('member_id', '=', row.id).execute();
      expect(log.at(-1)).toMatchObject({ sms: 0, email: 1, kakao: 1 });
      const page = await htmlOf(await server.fetch('/marketing', { headers: { Cookie: cookie } }));
      expect(page).toMatch(/\d{4}\.\d{2}\.\d{2}에 동의하셨습니다\./);
    });

    it('changes the password with the current one and ends other sessions', async () => {
      const other = sessionFrom(await postForm(server, '/login', { email: 'edit@example.com', password: 'original password 1' }))!;
      const wrong = await postForm(server, '/mypage/edit', { intent: 'password', currentPassword: 'nope', newPassword: 'a brand new secret', newPasswordConfirm: 'a brand new secret' }, cookie);
      expect(wrong.status).toBe(400);
      expect(await htmlOf(wrong)).toContain('현재 비밀번호가 올바르지 않습니다.');
      const ok = await postForm(server, '/mypage/edit', { intent: 'password', currentPassword: 'original password 1', newPassword: 'a brand new secret', newPasswordConfirm: 'a brand new secret' }, cookie);
      expect(ok.status).toBe(200);
      const renewed = sessionFrom(ok);
      expect(renewed).toBeTruthy();
      const stale = await server.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: other } });
      expect(await stale.json()).toEqual({ isGuest: true });
      const fresh = await server.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: renewed! } });
      expect((await fresh.json()).isGuest).toBe(false);
      cookie = renewed!;
    });
  });

  describe('withdrawal', () => {
    it('needs a reason, the password and the confirmation', async () => {
      await createMember(server.services.db.kysely, { email: 'leave@example.com', password: 'leaving password' });
      const cookie = sessionFrom(await postForm(server, '/login', { email: 'leave@example.com', password: 'leaving password' }))!;
      const missing = await postForm(server, '/mypage/withdrawal', {}, cookie);
      expect(missing.status).toBe(400);
      const html = await htmlOf(missing);
      expect(html).toContain('탈퇴 사유를 하나 이상 선택해 주세요.');
      expect(html).toContain('안내 사항을 확인하고 동의해 주세요.');
      const wrong = await postForm(server, '/mypage/withdrawal', { reasons: ['not-used'], password: 'nope', confirm: 'on' }, cookie);
      expect(wrong.status).toBe(400);
      expect(await htmlOf(wrong)).toContain('비밀번호가 올바르지 않습니다.');
    });

    it('erases personal data, ends sessions, and lets the email sign up again', async () => {
      const member = await createMember(server.services.db.kysely, { email: 'bye@example.com', password: 'goodbye password', name: '박보리' });
      const cookie = sessionFrom(await postForm(server, '/login', { email: 'bye@example.com', password: 'goodbye password' }))!;
      await postForm(server, '/mypage/mypet/register', { intent: 'save', name: '보리', species: 'dog', breed: '말티즈', sex: 'female', neutered: 'yes', birthYear: '2020', weightKg: '3.2' }, cookie);
      const res = await postForm(server, '/mypage/withdrawal', { reasons: ['no-pet', 'other'], comment: '감사했어요', password: 'goodbye password', confirm: 'on' }, cookie);
      expect(res.status).toBe(302);
      const row = await server.services.db.kysely.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.email).toBe(`withdrawn-${member.id}@invalid`);
      expect(row.name).toBe('탈퇴회원');
      expect([row.password_hash, row.mobile, row.postcode, row.kakao_id]).toEqual([null, null, null, null]);
      expect(row.withdrawn_at).toBeTruthy();
      const pets = await server.services.db.kysely.selectFrom('pets').select('id').where('member_id', '=', member.id).execute();
      expect(pets).toHaveLength(0);
      const reasons = await server.services.db.kysely.selectFrom('withdrawal_reasons').selectAll().execute();
      expect(reasons.some((r) => r.reasons === 'no-pet,other' && r.comment === '감사했어요')).toBe(true);
      const after = await server.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: cookie } });
      expect(await after.json()).toEqual({ isGuest: true });
      const again = await postForm(server, '/register', { ...valid, email: 'bye@example.com' });
      expect(again.status).toBe(302);
    });
  });
});
