import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';
import { updateSiteConfig } from '../setup/e2e-server';

describe.each(dialects)('access rules for direct loads on %s (SPEC 5.1)', (dialect) => {
  const server = serverFixture(dialect);
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let staff: Awaited<ReturnType<typeof signedInMember>>;

  const setConfig = (change: Parameters<typeof updateSiteConfig>[2]) => updateSiteConfig(server, staff.cookie, change);

  beforeAll(async () => {
    member = await signedInMember(server.services);
    staff = await signedInMember(server.services, 'staff');
  });

  it('sends a guest opening a login-required page to /login with startURL', async () => {
    const res = await server.fetch('/mypage/mypet?tab=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?startURL=%2Fmypage%2Fmypet%3Ftab%3D1');
  });

  it("redirects React Router's data requests the way the client router understands", async () => {
    const res = await server.fetch('/mypage/mypet.data?_routes=mypet');
    expect(res.status).toBe(204);
    expect(res.headers.get('x-remix-redirect')).toBe('/login?startURL=%2Fmypage%2Fmypet');
  });

  it('lets members through', async () => {
    const res = await server.fetch('/mypage/mypet', { headers: { Cookie: member.cookie } });
    expect(res.status).toBe(200);
  });

  it('shows the alert message page for a disabled path under maintenance, to guests only', async () => {
    await setConfig({ IsMaintenance__c: true, DisabledPaths__c: '/recruitment/order', AlertMessage__c: '점검 중입니다.\n06:00에 다시 열어요.' });
    const guest = await server.fetch('/recruitment/order');
    expect(guest.status).toBe(503);
    const html = await guest.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('점검 중입니다.\n06:00에 다시 열어요.');
    expect((await server.fetch('/recruitment/order', { headers: { Cookie: member.cookie } })).status).toBe(200);
    // Other paths stay open.
    expect((await server.fetch('/recruitment')).status).toBe(200);
    const data = await server.fetch('/recruitment/order.data');
    expect(data.status).toBe(204);
    expect(data.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('checks maintenance before login-required', async () => {
    await setConfig({ IsMaintenance__c: true, DisabledPaths__c: '/mypage/bookmark' });
    expect((await server.fetch('/mypage/bookmark')).status).toBe(503);
    await setConfig({ IsMaintenance__c: false });
    expect((await server.fetch('/mypage/bookmark')).status).toBe(302);
  });

  it('denies guests when the site config cannot be read', async () => {
    await server.services.db.kysely.updateTable('site_config').set({ is_maintenance: 9 }).execute();
    await server.services.cache.delete('site-settings');
    server.services.fastCache.clear();
    const res = await server.fetch('/about-us');
    expect(res.status).toBe(503);
    expect((await server.fetch('/about-us', { headers: { Cookie: member.cookie } })).status).toBe(200);
    await server.services.db.kysely.updateTable('site_config').set({ is_maintenance: 0 }).execute();
    await server.services.cache.delete('site-settings');
  });

  it('caches guest HTML briefly and never for members', async () => {
    server.services.fastCache.clear();
    const first = await server.fetch('/about-us/our-value');
    expect(first.headers.get('x-page-cache')).toBeNull();
    const second = await server.fetch('/about-us/our-value');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
    expect(await second.text()).toContain(`nonce="${nonce}"`);
    const signed = await server.fetch('/about-us/our-value', { headers: { Cookie: member.cookie } });
    expect(signed.headers.get('x-page-cache')).toBeNull();
    expect(await signed.text()).toContain('마이페이지');
  });

  it('gives every cached hit its own nonce, also when hits overlap (reused page buffers)', async () => {
    server.services.fastCache.clear();
    const first = await (await server.fetch('/about-us/our-value')).text();
    const hits = [];
    for (let round = 0; round < 3; round++) {
      hits.push(...(await Promise.all(Array.from({ length: 12 }, () => server.fetch('/about-us/our-value')))));
    }
    const nonces = new Set<string>();
    for (const res of hits) {
      expect(res.headers.get('x-page-cache')).toBe('hit');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const html = await res.text();
      // The body carries exactly its own answer's nonce, and otherwise the same bytes.
      expect(html.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
      expect(html.replaceAll(nonce, 'N')).toBe(first.replace(/nonce="[^"]+"/g, 'nonce="N"').replace(/'nonce-[^']+'/g, "'nonce-N'"));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(hits.length);
  });

  it('answers a cached RPC read from the fast path with its headers, a 304 included', async () => {
    const path = '/lwr/apex/v65.0/Utils/getSiteConfig';
    server.services.fastCache.clear();
    await (await server.fetch(path)).text();
    const hit = await server.fetch(path);
    const etag = hit.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    const same = await server.fetch(path, { headers: { 'If-None-Match': etag! } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const again = await server.fetch(path);
    expect(again.status).toBe(200);
    const ids = [hit, same, again].map((res) => res.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
  });

  it('never rewrites a cached body that is still waiting to be sent (pipelined requests)', async () => {
    server.services.fastCache.clear();
    await (await server.fetch('/about-us/our-value')).text();
    // Pipelined requests on one socket are answered in order: later answers wait in memory
    // while earlier ones are written, which is when a reused buffer would get a newer nonce.
    const count = 40;
    const raw = await pipelined(new URL(server.url), '/about-us/our-value', count);
    const answers = splitResponses(raw);
    expect(answers).toHaveLength(count);
    const requestIds = new Set<string>();
    for (const { head, body } of answers) {
      const nonce = /'nonce-([^']+)'/.exec(head)?.[1];
      expect(nonce).toBeDefined();
      expect(body.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
      // The fast path fills one header list per cached coding in place: every answer still has
      // exactly one CSP and one request id of its own.
      expect(head.match(/^content-security-policy:/gim)).toHaveLength(1);
      const ids = head.match(/^x-request-id: (.+)$/gim) ?? [];
      expect(ids).toHaveLength(1);
      requestIds.add(ids[0]!);
    }
    expect(requestIds.size).toBe(count);
  });
});

function pipelined(url: URL, path: string, count: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      if (splitResponses(all).length === count) {
        socket.end();
        resolve(all);
      }
    });
    socket.on('error', reject);
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`.repeat(count));
    });
  });
}

function splitResponses(raw: Buffer): { head: string; body: string }[] {
  const answers: { head: string; body: string }[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end === -1) break;
    const head = raw.subarray(at, end).toString('latin1');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length) || end + 4 + length > raw.length) break;
    answers.push({ head, body: raw.subarray(end + 4, end + 4 + length).toString('utf8') });
    at = end + 4 + length;
  }
  return answers;
}
