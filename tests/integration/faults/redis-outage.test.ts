import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { postForm } from '../../fixtures/forms';
import { eventually, expectUnavailable, HTML, serverBehindProxy, timed } from '../../setup/outage-helpers';
import { rpcRequest } from '../../fixtures/rpc-client';

/** Command timeout 500 ms by default; the rest is the request's own work on a busy CI machine. */
const ANSWER_WITHIN_MS = 3000;

/**
 * Issue 11.4: a Redis outage must not take the site down for guests. Site settings come from the
 * database when Redis is away, members get a clear 503 (their session cannot be read), a frozen
 * Redis never hangs a request, and /healthz says "degraded" instead of a plain 200.
 */
describe('Redis outages (PostgreSQL + Redis)', () => {
  const f = serverBehindProxy('redis');
  const health = async () => (await (await f.server.fetch('/healthz')).json()) as Record<string, string>;
  /** The metrics' count of reconnection attempts of the commands connection (docs/operations.md). */
  const reconnects = async () => (await f.server.services.metrics.redisReconnects.get()).values.find((v) => v.labels.role === 'commands')?.value ?? 0;

  it('cut: guests keep browsing, members get a clear 503, health says degraded, and it comes back by itself', async () => {
    expect((await f.page()).status).toBe(200);
    expect((await rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie })).status).toBe(200);
    const { email, password } = await createMember(f.server.services.db.kysely, { email: `redis-${randomUUID().slice(0, 8)}@example.com` });
    // The cached settings are gone with Redis: they must come from the database.
    await f.server.services.cache.delete('site-settings');
    const reconnectsBefore = await reconnects();
    f.proxy.cut();

    const guest = await timed(f.page);
    expect(guest.res.status).toBe(200);
    expect(guest.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect((await f.server.fetch('/lwr/apex/v65.0/Utils/getSiteConfig?t=1')).status).toBe(200);
    expect((await rpcRequest(f.server, 'SearchController', 'search', { q: '사료' })).status).toBe(200);

    const profile = await rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie });
    expect(profile.status).toBe(503);
    expect(((await profile.clone().json()) as { message: string }).message).toBe('회원 정보를 잠시 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await expectUnavailable(profile, 'json');
    await expectUnavailable(await f.server.fetch('/mypage', { headers: { ...HTML, Cookie: f.member.cookie } }), 'html');
    const login = await postForm(f.server, '/login', { email, password });
    expect(login.status).toBe(503);

    await eventually(async () => (await health()).redis === 'unavailable', 3000);
    expect(await health()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    // Degraded is still ready: the database answers and guests are served.
    expect((await f.server.fetch('/readyz')).status).toBe(200);

    // The outage is visible to operators: the connection tries again, and the counter says so.
    await eventually(async () => (await reconnects()) > reconnectsBefore, 3000);
    expect((await f.server.services.metrics.scrape()).body).toMatch(/redis_reconnects_total\{role="commands"\} [1-9]/);

    f.proxy.restore();
    await eventually(async () => (await rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie })).status === 200, 5000);
    expect((await postForm(f.server, '/login', { email, password })).status).toBe(302);
    await eventually(async () => (await health()).status === 'ok', 3000);
  });

  it('frozen: no request hangs; once noticed, guests are served without waiting on Redis; then recovery', async () => {
    expect((await rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie })).status).toBe(200);
    await f.server.services.cache.delete('site-settings');
    f.proxy.freeze();

    const [guest, memberCall] = await Promise.all([timed(f.page), timed(() => rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie }))]);
    expect(guest.res.status).toBe(200);
    expect(guest.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await expectUnavailable(memberCall.res, 'json');
    expect(memberCall.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // The health probe notices the silence and drops the connection: commands now fail at once.
    await eventually(async () => (await health()).redis === 'unavailable', 4000);
    const fast = await timed(f.page);
    expect(fast.res.status).toBe(200);
    expect(fast.ms).toBeLessThan(1000);
    const fastMember = await timed(() => rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie }));
    expect(fastMember.res.status).toBe(503);
    expect(fastMember.ms).toBeLessThan(1000);

    f.proxy.restore();
    await eventually(async () => (await rpcRequest(f.server, 'AccountController', 'getMyProfile', {}, { cookie: f.member.cookie })).status === 200, 8000);
    await eventually(async () => (await health()).status === 'ok', 3000);
  });
});
