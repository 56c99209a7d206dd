import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuild } from '#server/adapters/app';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

const RPC = '/lwr/apex/v65.0';
const build = (await loadBuild(path.resolve('build'))) as ServerBuild;
/** Every page path with an action, from the built route table. */
const actionPaths = Object.values(build.routes)
  .filter((r) => r?.module.action !== undefined && r.path !== undefined && !r.path.includes(':'))
  .map((r) => r!.path!);

/** Bodies that are not a form a browser would send. */
const NOT_A_FORM: [string, Record<string, string>, string][] = [
  ['a JSON body', { 'Content-Type': 'application/json' }, '{"email":"a@b.kr","password":"x"}'],
  ['multipart without its boundary', { 'Content-Type': 'multipart/form-data' }, 'email=a%40b.kr'],
  ['broken multipart', { 'Content-Type': 'multipart/form-data; boundary=XYZ' }, '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.kr'],
];

/** Issue 10, item 5: bad input is a 4xx with a Korean message that names the field, never a 500. */
describe.each(dialects)('bad input on %s', (dialect) => {
  const server = serverFixture(dialect);
  let member: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services);
  });

  const post = (p: string, headers: Record<string, string>, body: string, cookie?: string) =>
    server.fetch(p, { method: 'POST', headers: { Origin: server.url, Accept: 'text/html', ...headers, ...(cookie ? { Cookie: cookie } : {}) }, body });
  const call = (className: string, methodName: string, body: string, cookie?: string) =>
    server.fetch(`${RPC}/${className}/${methodName}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body });

  it.each(NOT_A_FORM)('/login and /register answer %s for guests with 415/400 and a Korean message', async (_name, headers, body) => {
    for (const p of ['/login', '/register']) {
      const res = await post(p, headers, body);
      expect([400, 415]).toContain(res.status);
      const html = await res.text();
      expect(html).toContain('요청을 처리할 수 없습니다');
      expect(html).toMatch(/양식/);
    }
  });

  it('every page action refuses a body that is not a form with 4xx, as a member', async () => {
    expect(actionPaths.length).toBeGreaterThan(30);
    // A member of its own: /logout (which reads no form) ends the session it posts with.
    const own = await signedInMember(server.services);
    const statuses = new Map<string, number[]>();
    for (const p of actionPaths) {
      for (const [, headers, body] of NOT_A_FORM) {
        const res = await post(p, headers, body, own.cookie);
        await res.arrayBuffer();
        statuses.set(p, [...(statuses.get(p) ?? []), res.status]);
      }
    }
    const failed = [...statuses].filter(([, s]) => s.some((x) => x >= 500));
    expect(failed).toEqual([]);
  });

  it('a JSON body to a page answers 415 naming the content type', async () => {
    const res = await post('/mypage/mypet', { 'Content-Type': 'application/json' }, '{}', member.cookie);
    expect(res.status).toBe(415);
    expect(await res.text()).toContain('application/x-www-form-urlencoded');
  });

  it.each(['/pet-food-finder', '/dailyportiontool'])('%s?species=x answers 400 naming species', async (p) => {
    for (const cookie of [undefined, member.cookie]) {
      const res = await server.fetch(`${p}?species=x`, { headers: cookie ? { Cookie: cookie } : {} });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('반려동물 종류(species)');
    }
  });

  it('a refused finder post with an unknown species renders its errors (was a crash in the view)', async () => {
    const res = await server.fetch('/pet-food-finder', {
      method: 'POST',
      headers: { Origin: server.url, Cookie: member.cookie },
      body: new URLSearchParams({ species: 'x', stage: 'adult' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('강아지인지 고양이인지 선택해 주세요.');
  });

  it('saveSensitivityCheck with no answers is 400 on answers (the refinement threw)', async () => {
    const res = await call('HealthProgramController', 'saveSensitivityCheck', '{"petId":"x","answers":[]}', member.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', field: 'answers' });
  });

  it('saveComponentLogEntries with a value nested 5,000 deep is 400 before parsing, for a guest', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const body = `{"componentLogEntries":[{"loggingLevel":"ERROR","message":"x","timestamp":"2026-03-01T01:02:03.000Z","record":${deep}}]}`;
    const res = await call('ComponentLogger', 'saveComponentLogEntries', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { errorCode: string; field: string; message: string };
    expect(answer).toMatchObject({ errorCode: 'JSON_TOO_DEEP', field: 'body' });
    expect(answer.message).toContain('중첩');
    const get = await server.fetch(`${RPC}/ComponentLogger/getSettings?methodParams=${encodeURIComponent(`{"a":${'['.repeat(100)}${']'.repeat(100)}}`)}`);
    expect(get.status).toBe(400);
  });

  it('a NUL character is 400 everywhere: RPC parameters, page forms and addresses', async () => {
    const rpc = await call('SearchController', 'addMyRecentSearch', '{"term":"사료\\u0000"}', member.cookie);
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({ errorCode: 'INVALID_TEXT', field: 'term' });
    const form = await post('/mypage/mypet', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'intent=delete&petId=a%00b', member.cookie);
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('petId 항목에 사용할 수 없는 문자');
    const page = await server.fetch('/mypage/mypet/register?id=a%00', { headers: { Cookie: member.cookie } });
    expect(page.status).toBe(400);
    const rpcGet = await server.fetch(`${RPC}/StoreController/getStoreById?methodParams=${encodeURIComponent('{"storeId":"\u0000"}')}`);
    expect(rpcGet.status).toBe(400);
  });

  it('an address longer than 8 KiB is 414, not a redirect no client can read', async () => {
    const res = await server.fetch(`/mypage/myqna/request?from=${'가'.repeat(1000)}`);
    expect(res.status).toBe(414);
    expect(await res.text()).toContain('주소가 너무 깁니다');
  });
});
