import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, sessionFrom } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { type Dialect, dialects, REDIS_URL } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

/**
 * Issue 10, items 1–4, 7 and 8 over real HTTP: return paths, the client address behind a proxy,
 * login / password-check / sign-up / coupon look-up limits (in-process and on Redis), the Host
 * header, and the Origin check. The server trusts one proxy hop, and the tests play that proxy:
 * each request's X-Forwarded-For ends with the address the "proxy" saw.
 */

const RPC = '/lwr/apex/v65.0';
const stores = ['memory', 'redis'] as const;
const combos = dialects.flatMap((dialect) => stores.map((store) => [`${dialect} with ${store === 'redis' ? 'Redis' : 'in-process'} counts`, dialect, store] as const));

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** A complete sign-up form. */
function signUpFields(email: string, password = 'bori and nabi 2026'): Record<string, string> {
  return { name: '김도담', email, password, passwordConfirm: password, mobile: '010-1234-5678', agreeTerms: 'on', agreePrivacy: 'on', agreeAge: 'on', termsVersion: '1', privacyVersion: '1' };
}

/** Set-Cookie of the device cookie, as a Cookie header value. */
function deviceFrom(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .map((c) => /^(did=[A-Za-z0-9_-]{43})/.exec(c)?.[1])
    .find((c) => c !== undefined);
}

describe.each(combos)('limits on %s', (_name, dialect: Dialect, store) => {
  const server = serverFixture(dialect, {
    TRUST_PROXY: 'true',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_IP: '30',
    SIGNUP_MAX_PER_IP: '3',
    COUPON_MISSES_PER_STAFF_PER_HOUR: '5',
    ...(store === 'redis' ? { REDIS_URL } : {}),
  });

  /** A page form posted through the "proxy", from `ip` (whatever the client put in front). */
  const post = (path: string, fields: Record<string, string>, opts: { ip: string; cookie?: string | undefined; spoof?: string }) =>
    server.fetch(path, {
      method: 'POST',
      headers: {
        Origin: server.url,
        'X-Forwarded-For': opts.spoof ? `${opts.spoof}, ${opts.ip}` : opts.ip,
        ...(opts.cookie ? { Cookie: opts.cookie } : {}),
      },
      body: form(fields),
    });
  const login = (email: string, password: string, opts: { ip: string; cookie?: string | undefined; spoof?: string }) => post('/login', { email, password }, opts);

  describe('login (item 3)', () => {
    it('limits guesses per account across addresses: 10 addresses × 3 guesses get 429 after 5', async () => {
      const victim = await createMember(server.services.db.kysely, { password: 'victim secret words' });
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (let a = 1; a <= 10; a++) statuses.push((await login(victim.email, `guess ${round}-${a}`, { ip: `198.51.100.${a}` })).status);
      }
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
      // Even the right password from yet another address waits: a 302 here would confirm a guess.
      const right = await login(victim.email, victim.password, { ip: '198.51.100.99' });
      expect(right.status).toBe(429);
      const retryAfter = Number(right.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await htmlOf(right)).toContain('로그인 시도가 너무 많습니다.');
      expect(sessionFrom(right)).toBeUndefined();
    });

    it('40 parallel wrong logins: no more than the limit are evaluated', async () => {
      const target = await createMember(server.services.db.kysely);
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login(target.email, `parallel ${i}`, { ip: `203.0.113.${i + 1}` })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
      expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    });

    it('limits failures per address, read from the hop the proxy appended, not the spoofable leftmost one (item 2)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        // A different account each time, so only the address limit can apply; the client rotates the leftmost entry.
        statuses.push((await login(`nobody-${i}@example.com`, 'wrong password', { ip: '192.0.2.200', spoof: `10.9.${i}.1` })).status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another address is unaffected.
      expect((await login('nobody-else@example.com', 'wrong password', { ip: '192.0.2.201' })).status).toBe(400);
    });

    it('a member on a known device still gets in while their account and their address are under attack', async () => {
      const owner = await createMember(server.services.db.kysely, { password: 'owner long passphrase' });
      const shared = '192.0.2.50';
      const first = await login(owner.email, owner.password, { ip: shared });
      expect(first.status).toBe(302);
      const device = deviceFrom(first);
      expect(device).toBeTruthy();
      expect(first.headers.getSetCookie().find((c) => c.startsWith('did='))).toMatch(/HttpOnly/);

      // 30 failures from the same (shared) address on other accounts, then guesses at the owner's.
      for (let i = 0; i < 30; i++) await login(`sprayed-${i}@example.com`, 'wrong password', { ip: shared });
      for (let i = 0; i < 5; i++) await login(owner.email, `wrong ${i}`, { ip: '198.51.100.150' });
      expect((await login('someone@example.com', 'wrong password', { ip: shared })).status).toBe(429);
      expect((await login(owner.email, owner.password, { ip: shared })).status).toBe(429);

      const known = await login(owner.email, owner.password, { ip: shared, cookie: device });
      expect(known.status).toBe(302);
      expect(sessionFrom(known)).toBeTruthy();
      // The cookie is bound to its account: it does not let anyone else past the limits.
      const other = await createMember(server.services.db.kysely, { password: 'other long passphrase' });
      expect((await login(other.email, other.password, { ip: shared, cookie: device })).status).toBe(429);
    });

    it('a known device has a limit of its own, then counts as unknown', async () => {
      const owner = await createMember(server.services.db.kysely, { password: 'device owner passphrase' });
      const device = deviceFrom(await login(owner.email, owner.password, { ip: '192.0.2.60' }));
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(owner.email, `stolen cookie guess ${i}`, { ip: '192.0.2.61', cookie: device })).status);
      // 5 on the device's own count, then 5 on the account's, then refused.
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });

  describe('current-password checks (item 3)', () => {
    it('/mypage/edit and /mypage/withdrawal share the account limit, with Korean 429 answers', async () => {
      const member = await createMember(server.services.db.kysely, { password: 'member edit passphrase' });
      const signedIn = await login(member.email, member.password, { ip: '192.0.2.70' });
      const cookie = sessionFrom(signedIn)!;
      const change = (current: string) =>
        post('/mypage/edit', { intent: 'password', currentPassword: current, newPassword: 'a brand new passphrase', newPasswordConfirm: 'a brand new passphrase' }, { ip: '192.0.2.71', cookie });
      const leave = (password: string) => post('/mypage/withdrawal', { reasons: 'not-used', password, confirm: 'on' }, { ip: '192.0.2.72', cookie });

      for (let i = 0; i < 3; i++) expect((await change(`wrong ${i}`)).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await leave(`wrong ${i}`)).status).toBe(400);
      const limitedChange = await change(member.password);
      expect(limitedChange.status).toBe(429);
      expect(Number(limitedChange.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await htmlOf(limitedChange)).toContain('비밀번호 확인 시도가 너무 많습니다.');
      const limitedLeave = await leave(member.password);
      expect(limitedLeave.status).toBe(429);
      expect(await htmlOf(limitedLeave)).toContain('비밀번호 확인 시도가 너무 많습니다.');
      const row = await server.services.db.kysely.selectFrom('members').select('withdrawn_at').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.withdrawn_at).toBeNull();
      // Login counts on the same account count.
      expect((await login(member.email, member.password, { ip: '192.0.2.73' })).status).toBe(429);
    });
  });

  describe('sign-up (item 7)', () => {
    const signUp = (email: string, ip: string) => post('/register', signUpFields(email), { ip });

    it('allows 3 attempts per address, duplicates included, then answers 429 in Korean', async () => {
      const ip = '192.0.2.80';
      expect((await signUp('first@example.com', ip)).status).toBe(302);
      expect((await signUp('first@example.com', ip)).status).toBe(409);
      expect((await signUp('second@example.com', ip)).status).toBe(302);
      const limited = await signUp('third@example.com', ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await htmlOf(limited)).toContain('회원가입 시도가 너무 많습니다.');
      // The limit answers before the duplicate check, so it cannot be used to test addresses either.
      expect((await signUp('first@example.com', ip)).status).toBe(429);
      expect(await server.services.db.kysely.selectFrom('members').select('id').where('email', '=', 'third@example.com').executeTakeFirst()).toBeUndefined();
      expect((await signUp('third@example.com', '192.0.2.81')).status).toBe(302);
    });

    it('refuses weak passwords with a Korean reason', async () => {
      for (const [password, reason] of [
        ['aaaaaaaa', '같은 글자를 반복하면'],
        ['        ', '같은 글자를 반복하면'],
        ['qwer1234', '너무 흔한 비밀번호입니다.'],
        ['tkfkdgody', '너무 흔한 비밀번호'],
      ] as const) {
        const res = await post('/register', signUpFields('weak@example.com', password), { ip: '192.0.2.90' });
        expect(res.status).toBe(400);
        expect(await htmlOf(res)).toContain(reason);
      }
    });
  });

  describe('staff coupon look-ups (item 3)', () => {
    it('limits misses per staff account, atomically, with 429 RATE_LIMITED and Retry-After', async () => {
      const staff = await signedInMember(server.services, 'staff', '매장직원');
      const find = (cookie: string, i: number) =>
        server.fetch(`${RPC}/StoreController/findCoupon`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify({ code: String(90_000_000 + i) }),
        });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => find(staff.cookie, i)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const limited = results.find((r) => r.status === 429)!;
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', message: expect.stringContaining('쿠폰 조회 시도가 너무 많습니다.') });
      const redeem = await server.fetch(`${RPC}/StoreController/redeemCoupon`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: staff.cookie },
        body: JSON.stringify({ code: '12345678', storeId: 'store-seoul-seongsu' }),
      });
      expect(redeem.status).toBe(429);
      const page = await server.fetch('/staff/coupons/redeem?code=87654321', { headers: { Cookie: staff.cookie } });
      expect(page.status).toBe(429);
      expect(await htmlOf(page)).toContain('쿠폰 조회 시도가 너무 많습니다.');
      // Another staff account has its own count.
      const colleague = await signedInMember(server.services, 'staff', '동료직원');
      expect((await find(colleague.cookie, 99)).status).toBe(404);
    });
  });
});

describe.each(dialects)('return paths, Host and Origin on %s', (dialect) => {
  const server = serverFixture(dialect, { SITE_HOSTS: 'www.example.kr,localhost,127.0.0.1', SIGNUP_MAX_PER_IP: '100' });

  describe('startURL (item 1)', () => {
    const escapes = ['/.//evil.com/path', '/..//evil.com', '/%2e//evil.com', '/./\\evil.com'];

    it('a signed-in member opening /login?startURL=… stays on the site', async () => {
      const member = await signedInMember(server.services);
      for (const target of escapes) {
        const res = await server.fetch(`/login?startURL=${encodeURIComponent(target)}`, { headers: { Cookie: member.cookie } });
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/');
      }
      const fine = await server.fetch(`/login?startURL=${encodeURIComponent('/mypage/mypet?x=1')}`, { headers: { Cookie: member.cookie } });
      expect(fine.headers.get('location')).toBe('/mypage/mypet?x=1');
    });

    it('login, sign-up and logout never send anyone off the site', async () => {
      const member = await createMember(server.services.db.kysely, { password: 'return path passphrase' });
      const send = (path: string, fields: Record<string, string>, cookie?: string) =>
        server.fetch(path, { method: 'POST', headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) }, body: form(fields) });
      for (const [i, target] of escapes.entries()) {
        const loggedIn = await send('/login', { email: member.email, password: member.password, startURL: target });
        expect(loggedIn.headers.get('location')).toBe('/');
        const joined = await send('/register', { ...signUpFields(`return-${i}@example.com`), startURL: target });
        expect(joined.headers.get('location')).toBe('/register/welcome');
        const out = await send('/logout?to=login', { startURL: target }, sessionFrom(loggedIn));
        expect(out.headers.get('location')).toBe('/login?startURL=%2F');
      }
    });
  });

  describe('Host header (item 4)', () => {
    /** A GET with a Host of our choosing (fetch does not let a caller set it). */
    const getWithHost = (path: string, host: string) =>
      new Promise<{ status: number; body: string; cache: string | undefined }>((resolve, reject) => {
        const url = new URL(server.url);
        const req = httpRequest({ host: url.hostname, port: url.port, path, headers: { Host: host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers['x-page-cache'] as string | undefined }));
        });
        req.on('error', reject);
        req.end();
      });

    it('Host: evil.test puts no evil.test URL in the page and leaves nothing in the guest cache', async () => {
      const path = '/products/detail?id=p-dog-calm';
      const evil = await getWithHost(path, 'evil.test');
      expect(evil.status).toBe(200);
      expect(evil.body).not.toContain('evil.test');
      expect(evil.body).toContain('<link rel="canonical" href="http://www.example.kr/products/detail/?id=p-dog-calm"');
      expect(server.services.fastCache.get(path)).toBeUndefined();
      const again = await getWithHost(path, 'evil.test');
      expect(again.cache).toBeUndefined();

      // Our own host: its own origin, and cached for everyone.
      const own = await getWithHost(path, `127.0.0.1:${new URL(server.url).port}`);
      expect(own.body).toContain(`<link rel="canonical" href="${server.url}/products/detail/?id=p-dog-calm"`);
      expect(server.services.fastCache.get(path)).toBeDefined();
      const cached = await getWithHost(path, 'evil.test');
      expect(cached.body).not.toContain('evil.test');
    });

    it('X-Forwarded-Host is not believed without TRUST_PROXY', async () => {
      const res = await server.fetch('/products/detail?id=p-dog-derma-adult', { headers: { 'X-Forwarded-Host': 'evil.test' } });
      expect(await res.text()).not.toContain('evil.test');
    });
  });

  describe('Origin check (item 8)', () => {
    it('compares scheme, host and port, not the host alone', async () => {
      const member = await signedInMember(server.services);
      const keepAlive = (headers: Record<string, string>) =>
        server.fetch(`${RPC}/SessionController/keepAlive`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: member.cookie, ...headers }, body: '{}' });
      const port = new URL(server.url).port;
      expect((await keepAlive({ Origin: server.url })).status).toBe(200);
      expect((await keepAlive({ Origin: `http://localhost:${port}` })).status).toBe(200);
      expect((await keepAlive({ Origin: `https://127.0.0.1:${port}` })).status).toBe(403);
      expect((await keepAlive({ Origin: 'http://127.0.0.1:1' })).status).toBe(403);
      expect((await keepAlive({ Origin: `http://evil.test:${port}` })).status).toBe(403);
      const spoofed = await keepAlive({ Origin: 'http://evil.test', 'X-Forwarded-Host': 'evil.test' });
      expect(spoofed.status).toBe(403);
      expect(await spoofed.json()).toMatchObject({ errorCode: 'CSRF' });
    });
  });
});
