import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { pngWithText } from '../fixtures/images';
import { htmlOf, postForm, sessionFrom } from '../fixtures/forms';
import { type KakaoStandIn, startKakaoStandIn } from '../setup/kakao-stand-in';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, dialects, startTestServer, type TestServer } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

/** Follows our redirect to the stand-in and its redirect back, carrying the state cookie. */
async function kakaoRoundTrip(server: TestServer, startURL = '/mypage') {
  const start = await server.fetch(`/auth/kakao/start?startURL=${encodeURIComponent(startURL)}`);
  expect(start.status).toBe(302);
  const stateCookie = /(kakao_oauth=[^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  expect(stateCookie).toBeTruthy();
  const authorize = new URL(start.headers.get('location')!);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await server.fetch(back.pathname + back.search, { headers: { Cookie: stateCookie! } });
  return { authorize, callback };
}

describe.each(dialects)('Kakao sign-in and pets on %s', (dialect) => {
  let kakao: KakaoStandIn;
  beforeAll(async () => {
    kakao = await startKakaoStandIn();
  });
  afterAll(async () => {
    await kakao.close();
  });
  const server = serverFixture(dialect, () => ({ KAKAO_CLIENT_ID: 'test-rest-key', KAKAO_CLIENT_SECRET: 'test-secret', KAKAO_AUTH_URL: kakao.url, KAKAO_API_URL: kakao.url }));

  describe('Kakao', () => {
    it('shows the Kakao button only when configured', async () => {
      expect(await htmlOf(await server.fetch('/login'))).toContain('카카오로 로그인');
      const plainDb = await createTestDatabase('sqlite');
      const plain = await startTestServer(plainDb.url);
      try {
        expect(await htmlOf(await plain.fetch('/login'))).not.toContain('카카오로 로그인');
        expect((await plain.fetch('/auth/kakao/start')).status).toBe(404);
      } finally {
        await plain.close();
        await plainDb.drop();
      }
    });

    it('creates an account on first consent and signs in with it afterwards', async () => {
      kakao.next = { profile: { id: 4242, nickname: '나비집사', email: 'nabi@kakao.example', verified: true } };
      const { authorize, callback } = await kakaoRoundTrip(server, '/mypage/mypet');
      expect(authorize.searchParams.get('client_id')).toBe('test-rest-key');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/kakao/callback`);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/mypage/mypet');
      expect(kakao.tokenRequests.at(-1)?.get('client_secret')).toBe('test-secret');
      const cookie = sessionFrom(callback);
      expect(cookie).toBeTruthy();
      const me = await server.fetch('/lwr/apex/v65.0/AccountController/getMyProfile', { headers: { Cookie: cookie! } });
      expect(await me.json()).toMatchObject({ name: '나비집사', email: 'nabi@kakao.example', kakaoLinked: true, hasPassword: false });

      const again = await kakaoRoundTrip(server);
      const cookie2 = sessionFrom(again.callback)!;
      const me2 = await (await server.fetch('/lwr/apex/v65.0/AccountController/getMyProfile', { headers: { Cookie: cookie2 } })).json();
      expect(me2.id).toBe((await (await server.fetch('/lwr/apex/v65.0/AccountController/getMyProfile', { headers: { Cookie: cookie! } })).json()).id);
    });

    it('links an existing account with the same verified email', async () => {
      const member = await createMember(server.services.db.kysely, { email: 'link@example.com' });
      kakao.next = { profile: { id: 777, nickname: '링크', email: 'link@example.com', verified: true } };
      const { callback } = await kakaoRoundTrip(server);
      const row = await server.services.db.kysely.selectFrom('members').select(['kakao_id']).where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.kakao_id).toBe('777');
      expect(sessionFrom(callback)).toBeTruthy();
    });

    it('tells a suspended account why at the login page, and starts no session', async () => {
      const member = await createMember(server.services.db.kysely, { email: 'paused@example.com' });
      await server.services.db.kysely.updateTable('members').set({ kakao_id: '778', suspended_at: new Date().toISOString(), suspended_reason: '쿠폰 부정 사용' }).where('id', '=', member.id).execute();
      kakao.next = { profile: { id: 778, nickname: '정지', email: 'paused@example.com', verified: true } };
      const { callback } = await kakaoRoundTrip(server);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/login?kakao=suspended');
      expect(sessionFrom(callback)).toBeUndefined();
      const reason = /(kakao_suspended=[^;]+)/.exec(callback.headers.get('set-cookie') ?? '')?.[1];
      expect(reason).toBeTruthy();
      const login = await server.fetch('/login?kakao=suspended', { headers: { Cookie: reason! } });
      expect(await htmlOf(login)).toContain('이용이 정지된 계정입니다. 사유: 쿠폰 부정 사용');
      expect(login.headers.get('set-cookie')).toContain('kakao_suspended=;');
    });

    it('does not link by an unverified email', async () => {
      const member = await createMember(server.services.db.kysely, { email: 'unverified@example.com' });
      kakao.next = { profile: { id: 778, nickname: '미인증', email: 'unverified@example.com', verified: false } };
      await kakaoRoundTrip(server);
      const row = await server.services.db.kysely.selectFrom('members').select(['kakao_id']).where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.kakao_id).toBeNull();
    });

    it('sends a cancelled sign-up (access_denied) to /register', async () => {
      kakao.next = { cancel: true };
      const { callback } = await kakaoRoundTrip(server, '/mypage');
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/register?kakao=cancelled&startURL=%2Fmypage');
      expect(sessionFrom(callback)).toBeUndefined();
      expect(await htmlOf(await server.fetch('/register?kakao=cancelled'))).toContain('카카오 로그인이 취소되었습니다.');
    });

    it('refuses a callback whose state does not match', async () => {
      kakao.next = { profile: { id: 9, nickname: 'x' } };
      const res = await server.fetch('/auth/kakao/callback?code=abc&state=forged', { headers: { Cookie: 'kakao_oauth=eyJzdGF0ZSI6InJlYWwiLCJzdGFydFVSTCI6Ii8ifQ' } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?kakao=failed');
      expect(sessionFrom(res)).toBeUndefined();
      expect(kakao.tokenRequests.some((p) => p.get('code') === 'abc')).toBe(false);
    });
  });

  describe('pets', () => {
    // A PNG that carries a text chunk with a "location": it must not survive storage.
    const png = pngWithText(16);

    it('registers a pet with a photo, computes its age group, and shows it to its owner only', async () => {
      const owner = await signedInMember(server.services);
      const res = await postForm(
        server,
        '/mypage/mypet/register',
        { intent: 'save', name: '보리', species: 'dog', breed: '말티즈', sex: 'female', neutered: 'yes', birthYear: String(new Date().getFullYear() - 8), birthMonth: '1', weightKg: '3.2', photo: new Blob([new Uint8Array(png)], { type: 'image/png' }) },
        owner.cookie,
      );
      expect(res.status).toBe(302);
      const petId = new URL(res.headers.get('location')!, server.url).searchParams.get('saved')!;
      const list = await htmlOf(await server.fetch('/mypage/mypet', { headers: { Cookie: owner.cookie } }));
      expect(list).toContain('보리');
      expect(list).toContain('시니어 (7세 이상)');
      expect(list).toContain('3.2kg');

      const photo = await server.fetch(`/mypage/mypet/photo?id=${petId}`, { headers: { Cookie: owner.cookie } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await photo.arrayBuffer());
      expect(bytes.includes(Buffer.from('tEXt'))).toBe(false);
      expect(bytes.includes(Buffer.from('IDAT'))).toBe(true);

      const stranger = await signedInMember(server.services);
      expect((await server.fetch(`/mypage/mypet/photo?id=${petId}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
      expect((await server.fetch(`/mypage/mypet/register?id=${petId}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    });

    it('refuses a photo that is not an image, whatever its name and type say, and saves nothing', async () => {
      const owner = await signedInMember(server.services);
      const res = await postForm(
        server,
        '/mypage/mypet/register',
        { intent: 'save', name: '나비', species: 'cat', breed: '코리안 숏헤어', sex: 'male', neutered: 'no', birthYear: '2023', weightKg: '4', photo: new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }) },
        owner.cookie,
      );
      expect(res.status).toBe(400);
      expect(await htmlOf(res)).toContain('JPG, PNG, WEBP 사진만 올릴 수 있습니다.');
      const pets = await server.services.db.kysely.selectFrom('pets').select('id').where('member_id', '=', owner.id).execute();
      expect(pets).toHaveLength(0);
    });

    it('explains invalid pet fields in Korean', async () => {
      const owner = await signedInMember(server.services);
      const res = await postForm(server, '/mypage/mypet/register', { intent: 'save', name: '', species: 'bird', birthYear: '1900', weightKg: '3.25' }, owner.cookie);
      expect(res.status).toBe(400);
      const html = await htmlOf(res);
      for (const message of ['이름을 입력해 주세요.', '강아지인지 고양이인지 선택해 주세요.', '품종을 입력해 주세요.', '성별을 선택해 주세요.', '중성화 여부를 선택해 주세요.', '태어난 해는', '몸무게는 소수점 한 자리까지 입력해 주세요.']) {
        expect(html).toContain(message);
      }
    });

    it('edits and deletes a pet', async () => {
      const owner = await signedInMember(server.services);
      const created = await postForm(server, '/mypage/mypet/register', { intent: 'save', name: '콩이', species: 'dog', breed: '푸들', sex: 'male', neutered: 'no', birthYear: '2024', weightKg: '2.5' }, owner.cookie);
      const petId = new URL(created.headers.get('location')!, server.url).searchParams.get('saved')!;
      const edited = await postForm(server, `/mypage/mypet/register?id=${petId}`, { intent: 'save', name: '콩이', species: 'dog', breed: '푸들', sex: 'male', neutered: 'yes', birthYear: '2024', weightKg: '2.8' }, owner.cookie);
      expect(edited.status).toBe(302);
      const row = await server.services.db.kysely.selectFrom('pets').selectAll().where('id', '=', petId).executeTakeFirstOrThrow();
      expect([row.neutered, row.weight_grams]).toEqual([1, 2800]);
      const deleted = await postForm(server, '/mypage/mypet', { intent: 'delete', petId }, owner.cookie);
      expect(deleted.status).toBe(302);
      expect(await server.services.db.kysely.selectFrom('pets').select('id').where('id', '=', petId).executeTakeFirst()).toBeUndefined();
    });
  });
});
