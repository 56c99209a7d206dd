import { beforeAll, describe, expect, it } from 'vitest';
import { rpcCacheKey } from '#server/adapters/rpc/router';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

const RPC = '/lwr/apex/v65.0';
const json = { 'Content-Type': 'application/json' };

describe.each(dialects)('RPC contract on %s', (dialect) => {
  const server = serverFixture(dialect);
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let staff: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services);
    staff = await signedInMember(server.services, 'staff', '관리자');
  });
  /** Forgets the cached site config, so the next call reads the database. */
  const forget = async () => {
    await server.services.cache.delete('site-settings');
    await server.services.cache.delete(rpcCacheKey('Utils', 'getSiteConfig', '', {}));
    server.services.fastCache.clear();
  };

  const siteConfigFields = {
    DisabledPaths__c: expect.any(String),
    IsMaintenance__c: false,
    AlertMessage__c: expect.any(String),
    LoginRequiredPaths__c: '/mypage',
  };

  it('GET reads methodParams from the query string', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig?methodParams=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(siteConfigFields);
  });

  it('GET without methodParams is an empty parameter object', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`);
    expect(res.status).toBe(200);
  });

  it('POST reads the JSON body and accepts X-SFDC-Allow-Continuation', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`, {
      method: 'POST',
      headers: { ...json, 'X-SFDC-Allow-Continuation': 'true' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(siteConfigFields);
  });

  it('malformed methodParams → 400 naming methodParams', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig?methodParams=%7Bnot-json`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'INVALID_JSON', field: 'methodParams' });
  });

  it('malformed JSON body → 400', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`, { method: 'POST', headers: json, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'INVALID_JSON', field: 'body' });
  });

  it('a non-JSON body → 415', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: server.url },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });

  it.each([
    ['unknown class', 'Nope/getSiteConfig'],
    ['unknown method', 'Utils/nope'],
    ['prototype key', 'Utils/constructor'],
    ['prototype class', '__proto__/toString'],
  ])('%s → 404', async (_name, path) => {
    const res = await server.fetch(`${RPC}/${path}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('not signed in → 401', async () => {
    const res = await server.fetch(`${RPC}/SessionController/keepAlive`, { method: 'POST', headers: json, body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
  });

  it('a member calling a staff method → 403', async () => {
    const res = await server.fetch(`${RPC}/SiteAdminController/updateSiteConfig`, {
      method: 'POST',
      headers: { ...json, Cookie: member.cookie },
      body: JSON.stringify({ AlertMessage__c: 'x' }),
    });
    expect(res.status).toBe(403);
  });

  it('invalid input → 400 naming the field, and nothing is written', async () => {
    const res = await server.fetch(`${RPC}/SiteAdminController/updateSiteConfig`, {
      method: 'POST',
      headers: { ...json, Cookie: staff.cookie },
      body: JSON.stringify({ IsMaintenance__c: 'yes', AlertMessage__c: '바뀌면 안 됨' }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', field: 'IsMaintenance__c' });
    expect(body.message).toContain('IsMaintenance__c');
    const row = await server.services.db.kysely.selectFrom('site_config').select('alert_message').executeTakeFirstOrThrow();
    expect(row.alert_message).not.toBe('바뀌면 안 됨');
  });

  it('unknown fields are refused for writes', async () => {
    const res = await server.fetch(`${RPC}/SiteAdminController/updateSiteConfig`, {
      method: 'POST',
      headers: { ...json, Cookie: staff.cookie },
      body: JSON.stringify({ is_maintenance: 1 }),
    });
    expect(res.status).toBe(400);
  });

  it('wrapped methods answer {success, message, data}', async () => {
    const res = await server.fetch(`${RPC}/SessionController/keepAlive`, {
      method: 'POST',
      headers: { ...json, Cookie: member.cookie },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: '' });
    expect(Date.parse(body.data.idleExpiresAt)).toBeGreaterThan(Date.now());
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('state-changing methods refuse GET (405)', async () => {
    const res = await server.fetch(`${RPC}/SessionController/keepAlive`, { headers: { Cookie: member.cookie } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('user context: isGuest for guests, userId for members (SPEC 3.3)', async () => {
    const guest = await server.fetch(`${RPC}/SessionController/getUserContext`);
    expect(await guest.json()).toEqual({ isGuest: true });
    const signed = await server.fetch(`${RPC}/SessionController/getUserContext`, { headers: { Cookie: member.cookie } });
    expect(await signed.json()).toEqual({ isGuest: false, userId: member.id });
  });

  it('keeps cacheable answers 5 minutes, and a cache-only miss is 504', async () => {
    await forget();
    const miss = await server.fetch(`${RPC}/Utils/getSiteConfig`, { headers: { 'Cache-Control': 'only-if-cached' } });
    expect(miss.status).toBe(504);
    expect(await miss.json()).toMatchObject({ success: false, errorCode: 'CACHE_MISS' });
    const first = await server.fetch(`${RPC}/Utils/getSiteConfig`);
    // Staff can change it: browsers revalidate it (decision 007); the server keeps it 5 minutes.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('etag')).toBeTruthy();
    // Content staff edit in the back-office revalidates too (issue 15); answers staff cannot change keep max-age.
    const content = await server.fetch(`${RPC}/SearchController/search?methodParams=${encodeURIComponent('{"q":"사료"}')}`);
    expect(content.headers.get('cache-control')).toBe('public, no-cache');
    const other = await server.fetch(`${RPC}/ComponentLogger/getSettings`);
    expect(other.headers.get('cache-control')).toBe('public, max-age=300');
    // A change in the database (not through updateSiteConfig) does not show until the cached answer expires.
    await server.services.db.kysely.updateTable('site_config').set({ alert_message: '캐시 확인' }).execute();
    const hit = await server.fetch(`${RPC}/Utils/getSiteConfig`, { headers: { 'Cache-Control': 'only-if-cached' } });
    expect(hit.status).toBe(200);
    const cached = await hit.json();
    expect(cached).toEqual(await first.json());
    expect(cached.AlertMessage__c).not.toBe('캐시 확인');
  });

  it('serves a repeated public cacheable GET from the fast path with the same headers', async () => {
    await forget();
    const first = await server.fetch(`${RPC}/Utils/getSiteConfig?methodParams=%7B%7D`);
    const second = await server.fetch(`${RPC}/Utils/getSiteConfig?methodParams=%7B%7D`);
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('staff change the site config and the answer follows', async () => {
    const res = await server.fetch(`${RPC}/SiteAdminController/updateSiteConfig`, {
      method: 'POST',
      headers: { ...json, Cookie: staff.cookie },
      body: JSON.stringify({ AlertMessage__c: '점검 안내 테스트' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: '', data: null });
    const row = await server.services.db.kysely.selectFrom('site_config').select('alert_message').executeTakeFirstOrThrow();
    expect(row.alert_message).toBe('점검 안내 테스트');
  });

  it('cross-site POSTs are refused (CSRF)', async () => {
    const evil = await server.fetch(`${RPC}/SessionController/keepAlive`, {
      method: 'POST',
      headers: { ...json, Cookie: member.cookie, Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    const fetchSite = await server.fetch(`${RPC}/SessionController/keepAlive`, {
      method: 'POST',
      headers: { ...json, Cookie: member.cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(fetchSite.status).toBe(403);
    const form = await server.fetch('/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member.cookie },
      body: '',
    });
    expect(form.status).toBe(403);
  });

  it('refuses bodies over the limit (413)', async () => {
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('an invalid data configuration → 400 INVALID_CONFIG', async () => {
    await server.services.db.kysely.updateTable('site_config').set({ is_maintenance: 7 }).execute();
    await forget();
    const res = await server.fetch(`${RPC}/Utils/getSiteConfig`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'INVALID_CONFIG' });
    await server.services.db.kysely.updateTable('site_config').set({ is_maintenance: 0 }).execute();
    await forget();
  });

  it('an unexpected failure → 500 with a request id and no stack trace', async () => {
    await forget();
    await server.services.db.kysely.schema.alterTable('site_config').renameTo('site_config_away').execute();
    try {
      const res = await server.fetch(`${RPC}/Utils/getSiteConfig`);
      expect(res.status).toBe(500);
      const text = await res.text();
      const body = JSON.parse(text);
      expect(body).toMatchObject({ success: false, errorCode: 'INTERNAL' });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      expect(text).not.toMatch(/at .*\.(ts|js):\d+|site_config_away|SqliteError|relation/);
    } finally {
      await server.services.db.kysely.schema.alterTable('site_config_away').renameTo('site_config').execute();
    }
  });
});
