import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '#server/db/seed/factories';
import type { FaultProxy } from '../../setup/fault-proxy';
import { postForm } from '../../setup/forms';
import { callRpc, eventually, expectUnavailable, HTML, type ServerBehindProxy, serverBehindProxy, timed } from '../../setup/outage-helpers';
import type { TestServer } from '../../setup/test-server';

/** Command timeout 500 ms by default; the rest is the request's own work on a busy CI machine. */
const ANSWER_WITHIN_MS = 3000;

/**
 * Issue 11.4: a Redis outage must not take the site down for guests. Site settings come from the
 * database when Redis is away, members get a clear 503 (their session cannot be read), a frozen
 * Redis never hangs a request, and /healthz says "degraded" instead of a plain 200.
 */
describe('Redis outages (PostgreSQL + Redis)', () => {
  const fixture = serverBehindProxy('redis');
  const page = () => fixture.page();
  let server: TestServer;
  let proxy: FaultProxy;
  let member: ServerBehindProxy['member'];
  beforeAll(() => {
    ({ server, proxy, member } = fixture);
  });
  const health = async () => (await (await server.fetch('/healthz')).json()) as Record<string, string>;

  it('cut: guests keep browsing, members get a clear 503, health says degraded, and it comes back by itself', async () => {
    expect((await page()).status).toBe(200);
    expect((await callRpc(server, 'AccountController/getMyProfile', {}, member.cookie)).status).toBe(200);
    const { email, password } = await createMember(server.services.db.kysely, { email: `redis-${randomUUID().slice(0, 8)}@example.com` });
    // The cached settings are gone with Redis: they must come from the database.
    await server.services.cache.delete('site-settings');
    proxy.cut();

    const guest = await timed(page);
    expect(guest.res.status).toBe(200);
    expect(guest.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect((await server.fetch('/lwr/apex/v65.0/Utils/getSiteConfig?t=1')).status).toBe(200);
    expect((await callRpc(server, 'SearchController/search', { q: '사료' })).status).toBe(200);

    const profile = await callRpc(server, 'AccountController/getMyProfile', {}, member.cookie);
    expect(profile.status).toBe(503);
    expect(((await profile.clone().json()) as { message: string }).message).toBe('회원 정보를 잠시 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await expectUnavailable(profile, 'json');
    await expectUnavailable(await server.fetch('/mypage', { headers: { ...HTML, Cookie: member.cookie } }), 'html');
    const login = await postForm(server, '/login', { email, password });
    expect(login.status).toBe(503);

    await eventually(async () => (await health()).redis === 'unavailable', 3000);
    expect(await health()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    // Degraded is still ready: the database answers and guests are served.
    expect((await server.fetch('/readyz')).status).toBe(200);

    proxy.restore();
    await eventually(async () => (await callRpc(server, 'AccountController/getMyProfile', {}, member.cookie)).status === 200, 5000);
    expect((await postForm(server, '/login', { email, password })).status).toBe(302);
    await eventually(async () => (await health()).status === 'ok', 3000);
  });

  it('frozen: no request hangs; once noticed, guests are served without waiting on Redis; then recovery', async () => {
    expect((await callRpc(server, 'AccountController/getMyProfile', {}, member.cookie)).status).toBe(200);
    await server.services.cache.delete('site-settings');
    proxy.freeze();

    const [guest, memberCall] = await Promise.all([timed(page), timed(() => callRpc(server, 'AccountController/getMyProfile', {}, member.cookie))]);
    expect(guest.res.status).toBe(200);
    expect(guest.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await expectUnavailable(memberCall.res, 'json');
    expect(memberCall.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // The health probe notices the silence and drops the connection: commands now fail at once.
    await eventually(async () => (await health()).redis === 'unavailable', 4000);
    const fast = await timed(page);
    expect(fast.res.status).toBe(200);
    expect(fast.ms).toBeLessThan(1000);
    const fastMember = await timed(() => callRpc(server, 'AccountController/getMyProfile', {}, member.cookie));
    expect(fastMember.res.status).toBe(503);
    expect(fastMember.ms).toBeLessThan(1000);

    proxy.restore();
    await eventually(async () => (await callRpc(server, 'AccountController/getMyProfile', {}, member.cookie)).status === 200, 8000);
    await eventually(async () => (await health()).status === 'ok', 3000);
  });
});
