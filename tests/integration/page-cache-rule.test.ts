import { randomUUID } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes';
import { isGuestCachePath, isPublicResourcePath } from '#app/config/site-routes';
import { SITE_COOKIE_NAMES, SITE_COOKIES, type SiteCookie, setCookieName } from '#server/platform/auth/site-cookies';
import { createMember } from '#server/adapters/seed/factories';
import { challengeFrom } from '../fixtures/staff';
import { postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, dialects, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/**
 * Issue 22, item 1: no page rendered for a request that carries one of the site's cookies is ever
 * handed to a request without it. The walk takes every route of the route config (app/routes.ts:
 * the site's table, the staff tables, the resource routes), asks each with each of the site's
 * cookies (a real one, from the flow that sets it), then asks the same URL with no cookie, on the
 * same instance and on a second one, and checks that the cookieless answer is never a cache hit.
 * Alongside: every answer that may not be kept says `no-store`, and the pages declared the same
 * for every guest are kept (the cache still works, so the walk would see a leak).
 */

/** Every route of the config, flattened (layouts have no path of their own). */
function routePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path === undefined ? [] : [entry.path]), ...routePaths(entry.children ?? [])]);
}

/** A concrete URL for a route path: parameters and the catch-all filled in, token pages given a token. */
function urlOf(path: string): string {
  if (path === '*') return '/walk-no-such-page';
  const concrete = `/${path.replace(/^\//, '')}`.replace(/:[A-Za-z]+/g, 'walk');
  return concrete;
}

// Signing out ends the walk's sessions: it goes last, so every other page is asked while they are live.
const ROUTE_URLS = [...new Set(routePaths(routes).map(urlOf))].sort((x, y) => Number(x === '/logout') - Number(y === '/logout'));

/** A query that makes a page show what it shows one person (a token page with a token). */
function withQuery(url: string, walk: string): string {
  return `${url}?token=walk-token&walk=${walk}`;
}

type Cookies = Record<SiteCookie, string[]>;

const setups = [
  { name: 'SQLite, one instance, in-process cache', dialect: 'sqlite' as const, redis: false },
  { name: 'PostgreSQL + Redis, two instances', dialect: 'postgres' as const, redis: true },
].filter((setup) => dialects.includes(setup.dialect));

describe.each(setups)('the page cache rule: $name', ({ dialect, redis }) => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer | undefined;
  const cookies = {} as Cookies;
  const seenSetCookies = new Set<string>();

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    const env = {
      PAGE_CACHE_SECONDS: '30',
      KAKAO_CLIENT_ID: 'walk-kakao',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:` } : {}),
    };
    a = await startTestServer(db.url, env);
    if (redis) b = await startTestServer(db.url, env, { seed: false });
    const services = a.services;
    const remember = (res: Response) => {
      for (const header of res.headers.getSetCookie()) seenSetCookies.add(setCookieName(header));
    };

    // Each cookie of the table from the flow that sets it; the Record type makes a new cookie need one here.
    const member = await signedInMember(services, 'member');
    const admin = await signedInMember(services, 'staff', '관리자');
    const memberAccount = await createMember(services.db.kysely, { name: '박기기' });
    const deviceLogin = await postForm(a, '/login', { email: memberAccount.email, password: memberAccount.password, startURL: '/' });
    remember(deviceLogin);
    const device = /(?:^|,\s*)(did=[A-Za-z0-9_-]{43})/.exec(deviceLogin.headers.get('set-cookie') ?? '')?.[1];
    // A staff account that has not enrolled yet: after its password the page shows the enrolment secret.
    const staffAccount = await createMember(services.db.kysely, { role: 'admin', name: '등록전' });
    const staffLogin = await postForm(a, '/login', { email: staffAccount.email, password: staffAccount.password, startURL: '/staff' });
    remember(staffLogin);
    const challenge = challengeFrom(staffLogin);
    const kakaoStart = await a.fetch('/auth/kakao/start?startURL=/');
    remember(kakaoStart);
    const kakaoState = /(kakao_oauth=[^;]+)/.exec(kakaoStart.headers.get('set-cookie') ?? '')?.[1];
    // A store clerk of two stores picks where they work on this device (issue 24, item 6).
    const clerk = await signedInMember(services, 'clerk', '매장 직원');
    const at = new Date().toISOString();
    await services.db.kysely.insertInto('staff_stores').values(['store-seoul-seongsu', 'store-busan-seomyeon'].map((store_id) => ({ account_id: clerk.id, store_id, created_at: at }))).execute();
    const picked = await postForm(a, '/staff/coupons/redeem', { intent: 'store', storeId: 'store-busan-seomyeon' }, clerk.cookie);
    remember(picked);
    const clerkStore = /(clerk_store=[^;]+)/.exec(picked.headers.get('set-cookie') ?? '')?.[1];
    if (!device || !challenge || !kakaoState || !clerkStore) throw new Error(`a cookie flow failed: did ${device} sid2f ${challenge} kakao ${kakaoState} clerk_store ${clerkStore}`);
    cookies.session = [member.cookie, admin.cookie];
    cookies.knownDevice = [device];
    cookies.secondFactor = [challenge];
    cookies.kakaoState = [kakaoState];
    cookies.kakaoSuspended = [`kakao_suspended=${encodeURIComponent('정지된 계정입니다')}`];
    cookies.clerkStore = [clerkStore];
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('walks more than the site table: every staff, sign-in and resource route is in it', () => {
    expect(ROUTE_URLS).toContain('/login/second-factor');
    expect(ROUTE_URLS).toContain('/staff-invitation');
    expect(ROUTE_URLS).toContain('/staff/members');
    expect(ROUTE_URLS).toContain('/password-reset/new');
    expect(ROUTE_URLS.length).toBeGreaterThan(120);
  });

  it('has a cookie from its real flow for every cookie the site sets, and the site sets no other', () => {
    expect(Object.keys(cookies).sort()).toEqual(Object.keys(SITE_COOKIES).sort());
    for (const name of seenSetCookies) expect(SITE_COOKIE_NAMES, `Set-Cookie of ${name}`).toContain(name);
  });

  it('never answers a request without a cookie with a page rendered for one (every route × every cookie, both instances)', async () => {
    const leaks: string[] = [];
    const storable: string[] = [];
    let n = 0;
    for (const url of ROUTE_URLS) {
      for (const [kind, values] of Object.entries(cookies)) {
        for (const cookie of values) {
          const target = withQuery(url, `${kind}-${n++}`);
          const withCookie = await a.fetch(target, { headers: { Cookie: cookie, Accept: 'text/html' } });
          await withCookie.arrayBuffer();
          for (const header of withCookie.headers.getSetCookie()) seenSetCookies.add(setCookieName(header));
          if (withCookie.headers.get('x-page-cache') === 'hit') leaks.push(`${target} with ${kind}: answered from the cache`);
          if (withCookie.status === 200 && !(withCookie.headers.get('cache-control') ?? '').includes('no-store')) storable.push(`${target} with ${kind}: ${withCookie.headers.get('cache-control')}`);
          for (const server of b ? [a, b] : [a]) {
            const without = await server.fetch(target, { headers: { Accept: 'text/html' } });
            await without.arrayBuffer();
            if (without.headers.get('x-page-cache') === 'hit') leaks.push(`${target}: rendered with ${kind}, served to a request without it`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(storable).toEqual([]);
    for (const name of seenSetCookies) expect(SITE_COOKIE_NAMES, `Set-Cookie of ${name}`).toContain(name);
  }, 600_000);

  it('sends no-store for every page not declared the same for every guest, and keeps only the declared ones', async () => {
    const wrong: string[] = [];
    let kept = 0;
    for (const url of ROUTE_URLS) {
      const target = `${url}?walk=guest-${randomUUID().slice(0, 8)}`;
      const first = await a.fetch(target, { headers: { Accept: 'text/html' } });
      await first.arrayBuffer();
      const second = await a.fetch(target, { headers: { Accept: 'text/html' } });
      await second.arrayBuffer();
      const declared = isGuestCachePath(url);
      const hit = second.headers.get('x-page-cache') === 'hit';
      if (!declared && hit) wrong.push(`${url}: kept though not declared guestCache`);
      if (!declared && !isPublicResourcePath(url) && first.status === 200 && !(first.headers.get('cache-control') ?? '').includes('no-store')) wrong.push(`${url}: ${first.headers.get('cache-control')} (no no-store)`);
      if (declared && first.status === 200) {
        if (hit) kept++;
        else wrong.push(`${url}: declared guestCache but not kept`);
      }
    }
    expect(wrong).toEqual([]);
    expect(kept).toBeGreaterThan(20);
  }, 300_000);

  it("the attack of the issue: a staff member's enrolment secret is never handed to a visitor without cookies", async () => {
    const account = await createMember(a.services.db.kysely, { role: 'admin', name: '비밀확인' });
    const login = await postForm(a, '/login', { email: account.email, password: account.password, startURL: '/staff' });
    const challenge = challengeFrom(login)!;
    const mine = await a.fetch('/login/second-factor', { headers: { Cookie: challenge, Accept: 'text/html' } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    const secret = /[A-Z2-7]{32,}/.exec(await mine.text())?.[0];
    expect(secret).toBeDefined();
    for (const server of b ? [a, b] : [a]) {
      const visitor = await server.fetch('/login/second-factor', { headers: { Accept: 'text/html' } });
      const body = await visitor.text();
      expect(visitor.headers.get('x-page-cache')).toBeNull();
      expect(body).not.toContain(secret!);
    }
  });
});
