import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (fetch would decode them). */
  body: Buffer;
}

/** A GET whose answer is read as it came over the wire. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(raw: Raw): string {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body).toString('utf8'); // checks the CRC too
  expect(encoding).toBeUndefined();
  return raw.body.toString('utf8');
}

const cspNonce = (raw: Raw) => /'nonce-([^']+)'/.exec(String(raw.headers['content-security-policy']))?.[1];
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

// Compression does not depend on the database: one dialect is enough here.
describe('compression (issue 17, item 1)', () => {
  const server = serverFixture('sqlite');
  let member: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    member = await signedInMember(server.services);
  });

  it('sends cached guest pages as gzip with a fresh nonce in every answer, matching its CSP', async () => {
    server.services.fastCache.clear();
    const miss = await rawGet(server.url, '/customer-center/faqs', BROWSER);
    expect(miss.headers['x-page-cache']).toBeUndefined();
    // More answers at once than the entry keeps copies of its body (fast-cache.ts MAX_BODY_COPIES).
    const answers = [miss, ...(await Promise.all(Array.from({ length: 30 }, () => rawGet(server.url, '/customer-center/faqs', BROWSER))))];
    const nonces = new Set<string>();
    let plain: string | undefined;
    for (const raw of answers) {
      expect(raw.status).toBe(200);
      // Brotli cannot leave the nonce out of its stream: cached pages go as gzip (decision).
      expect(raw.headers['content-encoding']).toBe('gzip');
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      const html = decode(raw);
      const nonce = cspNonce(raw)!;
      expect(html.match(/nonce="[^"]+"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
      expect(html).toContain('자주 묻는 질문');
      nonces.add(nonce);
      // Apart from the nonce, every answer holds the same page.
      plain ??= html.replaceAll(nonce, 'N');
      expect(html.replaceAll(nonce, 'N')).toBe(plain);
      expect(raw.body.length).toBeLessThan(Buffer.byteLength(html) / 3);
    }
    expect(nonces.size).toBe(answers.length);
    expect(answers.slice(1).every((raw) => raw.headers['x-page-cache'] === 'hit')).toBe(true);
  });

  it('renders a page once for guests who ask for it together while it is not cached, each with its own nonce', async () => {
    server.services.fastCache.clear();
    const answers = await Promise.all(Array.from({ length: 8 }, () => rawGet(server.url, '/customer-center/news', BROWSER)));
    const rendered = answers.filter((raw) => raw.headers['x-page-cache'] !== 'hit');
    expect(rendered).toHaveLength(1);
    const nonces = new Set(answers.map(cspNonce));
    expect(nonces.size).toBe(answers.length);
    const pages = new Set(answers.map((raw) => decode(raw).replaceAll(cspNonce(raw)!, 'N')));
    expect(answers.every((raw) => raw.status === 200)).toBe(true);
    expect(pages.size).toBe(1);
  });

  it('sends the cached page as it is to a client that accepts no coding, still saying Vary', async () => {
    await rawGet(server.url, '/about-us', BROWSER);
    const raw = await rawGet(server.url, '/about-us');
    expect(raw.headers['x-page-cache']).toBe('hit');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(raw.body.toString()).toContain(`nonce="${cspNonce(raw)}"`);
    const refused = await rawGet(server.url, '/about-us', { 'Accept-Encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('streams members’ pages as brotli, with the nonce of their CSP', async () => {
    const raw = await rawGet(server.url, '/mypage', { ...BROWSER, Cookie: member.cookie });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers.vary).toContain('Accept-Encoding');
    expect(raw.headers['cache-control']).toBe('private, no-store');
    const html = decode(raw);
    expect(html).toContain('</html>');
    expect(html).toContain(`nonce="${cspNonce(raw)}"`);
    const gzip = await rawGet(server.url, '/mypage', { 'Accept-Encoding': 'gzip', Cookie: member.cookie });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toContain('</html>');
  });

  it("compresses React Router's data requests and JSON answers of 1 KB or more", async () => {
    const data = await rawGet(server.url, '/customer-center/faqs.data', BROWSER);
    expect(data.status).toBe(200);
    expect(data.headers['content-encoding']).toBe('br');
    expect(decode(data)).toContain('체험 사료는 언제 받을 수 있나요?');
    server.services.fastCache.clear();
    const path = '/lwr/apex/v65.0/ArticleController/getArticles';
    const miss = await rawGet(server.url, path, BROWSER);
    const hit = await rawGet(server.url, path, BROWSER);
    for (const raw of [miss, hit]) {
      expect(raw.headers['content-encoding']).toBe('br');
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(decode(raw))).toMatchObject({ success: true });
    }
    const gzipHit = await rawGet(server.url, path, { 'Accept-Encoding': 'gzip' });
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzipHit))).toEqual(JSON.parse(decode(hit)));
    // A small answer goes as it is: the coding would cost more than it saves.
    const small = await rawGet(server.url, '/lwr/apex/v65.0/Utils/getSiteConfig', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
  });

  it('serves built assets precompressed by negotiation, with ETag, Vary and immutable caching', async () => {
    const html = decode(await rawGet(server.url, '/', BROWSER));
    const script = /(\/assets\/entry\.client-[\w-]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = fs.readFileSync(`build/client${script!}`);
    const br = await rawGet(server.url, script!, BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.body.length).toBeLessThan(file.length / 2.5);
    const gzip = await rawGet(server.url, script!, { 'Accept-Encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).equals(file)).toBe(true);
    const plain = await rawGet(server.url, script!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(file)).toBe(true);
    const again = await rawGet(server.url, script!, { ...BROWSER, 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawGet(server.url, script!, BROWSER, 'HEAD');
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  });

  it('sends the demo SVG art compressed, with its content hash as ETag and a year of immutable caching', async () => {
    const path = '/cms/delivery/media/home-hero-mobile-v2';
    const br = await rawGet(server.url, path, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('image/svg+xml');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = decode(br);
    expect(svg).toMatch(/^<svg[^>]+width="\d+" height="\d+"/);
    const plain = await rawGet(server.url, path);
    expect(plain.body.toString()).toBe(svg);
    expect(plain.headers.etag).toBe(br.headers.etag);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect((await rawGet(server.url, path, { 'If-None-Match': String(br.headers.etag) })).status).toBe(304);
  });

  it('never serves the precompressed files themselves or paths outside the folder', async () => {
    const html = decode(await rawGet(server.url, '/', BROWSER));
    const script = /(\/assets\/entry\.client-[\w-]+\.js)/.exec(html)![1]!;
    expect((await rawGet(server.url, `${script}.br`)).status).toBe(404);
    expect((await rawGet(server.url, '/assets/%2e%2e/server/index.js')).status).toBe(404);
    expect((await rawGet(server.url, '/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
