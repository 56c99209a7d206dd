import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../fixtures/forms';
import { rpcRequest } from '../fixtures/rpc-client';
import { signedInMember } from '../fixtures/members';
import { enrolledStaff, signInStaff, totpCode } from '../fixtures/staff';
import { createTestDatabase, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/**
 * Issue 14: staff sessions and role changes hold across instances on PostgreSQL + Redis. A
 * sign-in on one instance (password there, second factor on the other) is a session on both; a
 * role change or a disabled account made on one instance takes effect on the other at once.
 */
describe('staff sessions and roles across two instances on PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  const prefix = `t${randomUUID().slice(0, 8)}:`;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    a = await startTestServer(db.url, { REDIS_URL, REDIS_KEY_PREFIX: prefix, PAGE_CACHE_SECONDS: '0' });
    b = await startTestServer(db.url, { REDIS_URL, REDIS_KEY_PREFIX: prefix, PAGE_CACHE_SECONDS: '0' }, { seed: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('a two-step sign-in across instances; a role change on A is what B enforces; disabling on A ends the session on B', async () => {
    const admin = await signedInMember(a.services, 'admin', '관리자');
    const agent = await enrolledStaff(a.services, 'support', '상담');
    // Password on A, code on B: the challenge is shared through the database.
    const login = await postForm(a, '/login', { email: agent.email, password: agent.password, startURL: '/' });
    const challenge = /(sid2f=[A-Za-z0-9_-]{43})/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const second = await postForm(b, '/login/second-factor', { code: totpCode(agent.secret) }, challenge);
    expect(second.status).toBe(302);
    const cookie = /(sid=[A-Za-z0-9_-]{43})/.exec(second.headers.get('set-cookie') ?? '')![1]!;
    expect((await a.fetch('/staff/inquiries', { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await b.fetch('/staff/site', { headers: { Cookie: cookie } })).status).toBe(403);

    // Promoted on A (they sign in again), then B lets the new role in.
    await postForm(a, '/staff/accounts', { intent: 'role', memberId: agent.id, role: 'admin' }, admin.cookie);
    expect((await b.fetch('/staff/inquiries', { headers: { Cookie: cookie } })).status).toBe(302);
    const again = await signInStaff(b, agent, '/', 1);
    expect((await b.fetch('/staff/site', { headers: { Cookie: again.cookie } })).status).toBe(200);
    expect((await a.fetch('/staff/site', { headers: { Cookie: again.cookie } })).status).toBe(200);

    // Disabled on B: the session ends on A at once.
    const other = await signedInMember(a.services, 'admin', '다른 관리자');
    await postForm(b, '/staff/accounts', { intent: 'disable', memberId: agent.id }, other.cookie);
    expect((await a.fetch('/staff', { headers: { Cookie: again.cookie } })).status).toBe(302);
    expect((await b.fetch('/staff', { headers: { Cookie: again.cookie } })).status).toBe(302);
  });

  it('a role change alone (no session end) is read by every instance on the next request', async () => {
    const editor = await signedInMember(a.services, 'editor', '편집');
    expect((await b.fetch('/staff/inquiries', { headers: { Cookie: editor.cookie } })).status).toBe(403);
    // Changed behind the page (the CLI's path): no cached role anywhere.
    await a.services.db.kysely.updateTable('members').set({ role: 'support' }).where('id', '=', editor.id).execute();
    expect((await b.fetch('/staff/inquiries', { headers: { Cookie: editor.cookie } })).status).toBe(200);
    expect((await a.fetch('/staff/inquiries', { headers: { Cookie: editor.cookie } })).status).toBe(200);
  });

  it('views of personal data and changes to staff accounts made on B are in the one trail A shows (database, not process memory)', async () => {
    const admin = await signedInMember(a.services, 'admin', '감사 관리자');
    const member = await signedInMember(a.services, 'member', '두곳열람');
    const agent = await signedInMember(a.services, 'support', '두곳상담');
    expect((await b.fetch(`/staff/members/detail?id=${member.id}`, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    expect((await rpcRequest(b, 'QnaController', 'getInquiries', {}, { cookie: admin.cookie })).status).toBe(200);
    await postForm(b, '/staff/accounts', { intent: 'role', memberId: agent.id, role: 'editor' }, admin.cookie);
    const trail = await (await a.fetch(`/staff/audit?actor=${admin.id}`, { headers: { Cookie: admin.cookie } })).text();
    expect(trail).toContain('회원 개인정보 열람');
    expect(trail).toContain('1:1 문의 목록 열람');
    expect(trail).toContain('운영자 역할 변경');
  });
});
